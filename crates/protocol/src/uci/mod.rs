//! UCI, the Universal Chess Interface.
