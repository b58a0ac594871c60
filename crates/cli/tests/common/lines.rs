//! The lines a child process writes, read on a thread of their own so that a test can wait for
//! them with a timeout.
#![allow(dead_code)]

use std::{
    io::{BufRead, BufReader, Read},
    sync::mpsc,
};

/// Every line of `out`, in order, until it closes.
pub fn read_lines(out: impl Read + Send + 'static) -> mpsc::Receiver<String> {
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    lines
}
