//! Draws a [`Diagram`] in the terminal with Unicode pieces and, when wanted, ANSI colours:
//! square numbers on draughts boards, files and ranks on chess and Konane boards, pit numbers
//! around a Kalah board.

use std::fmt::Write as _;

use ply_core::diagram::{Cell, Diagram, Layout};

/// How to draw: which way up, which cells to highlight, colours or plain text.
#[derive(Clone, Debug, Default)]
pub struct Style {
    /// Black's (North's) side at the bottom.
    pub flipped: bool,
    /// Cells of the last move.
    pub highlight: Vec<usize>,
    /// ANSI colours (off for pipes and tests).
    pub color: bool,
}

/// The board as lines of text.
pub fn render(diagram: &Diagram, style: &Style) -> String {
    match diagram.layout {
        Layout::Grid { files, ranks } => grid(diagram, files.into(), ranks.into(), style),
        Layout::Pits { pits } => pits_board(diagram, pits.into(), style),
    }
}

fn glyph(cell: &Cell) -> &'static str {
    cell.piece.map_or(" ", |piece| piece.kind.glyph(piece.side))
}

/// Whether squares are named by numbers (draughts) rather than files and ranks.
fn numbered(diagram: &Diagram) -> bool {
    diagram
        .cells
        .iter()
        .any(|c| c.playable && c.label.parse::<u32>().is_ok())
}

fn paint(out: &mut String, text: &str, background: u8, style: &Style) {
    if style.color {
        let _ = write!(out, "\x1b[48;5;{background}m\x1b[38;5;16m{text}\x1b[0m");
    } else {
        out.push_str(text);
    }
}

fn grid(diagram: &Diagram, files: usize, ranks: usize, style: &Style) -> String {
    let numbers = numbered(diagram);
    let width = if numbers { 4 } else { 3 };
    // Each cell is its content between two spaces (or brackets for the last move).
    let rows: Vec<usize> = if style.flipped {
        (0..ranks).rev().collect()
    } else {
        (0..ranks).collect()
    };
    let cols: Vec<usize> = if style.flipped {
        (0..files).rev().collect()
    } else {
        (0..files).collect()
    };
    let mut out = String::new();
    for &row in &rows {
        let rank_label = if numbers {
            String::new()
        } else {
            format!("{:>2} ", ranks - row)
        };
        out.push_str(&rank_label);
        for &col in &cols {
            let index = row * files + col;
            let cell = &diagram.cells[index];
            let content = if cell.piece.is_some() {
                glyph(cell).to_string()
            } else if numbers && cell.playable {
                cell.label.clone()
            } else if cell.dark && !style.color {
                "·".to_string()
            } else {
                String::new()
            };
            let lit = style.highlight.contains(&index);
            let w = width - 2;
            if style.color {
                let background = match (lit, cell.dark) {
                    (true, true) => 136,
                    (true, false) => 186,
                    (false, true) => 101,
                    (false, false) => 223,
                };
                paint(&mut out, &format!(" {content:>w$} "), background, style);
            } else {
                let (open, close) = if lit { ('[', ']') } else { (' ', ' ') };
                let _ = write!(out, "{open}{content:>w$}{close}");
            }
        }
        out.push('\n');
    }
    if !numbers {
        out.push_str("   ");
        for &col in &cols {
            let file = (b'a' + col as u8) as char;
            let _ = write!(out, "{file:^w$}", w = width);
        }
        out.push('\n');
    }
    out
}

fn pits_board(diagram: &Diagram, pits: usize, style: &Style) -> String {
    let count = |i: usize| diagram.cells[i].count;
    let south: Vec<usize> = (0..pits).collect();
    let north: Vec<usize> = (pits + 1..2 * pits + 1).rev().collect();
    let (top, bottom, top_store, bottom_store, top_name, bottom_name) = if style.flipped {
        (
            south.clone(),
            north.clone(),
            pits,
            2 * pits + 1,
            "South",
            "North",
        )
    } else {
        (
            north.clone(),
            south.clone(),
            2 * pits + 1,
            pits,
            "North",
            "South",
        )
    };
    let (top, bottom) = if style.flipped {
        (
            top.into_iter().rev().collect::<Vec<_>>(),
            bottom.into_iter().rev().collect::<Vec<_>>(),
        )
    } else {
        (top, bottom)
    };
    let mut out = String::new();
    let pit = |out: &mut String, i: usize| {
        let text = format!("[{:>2}]", count(i));
        if style.highlight.contains(&i) {
            if style.color {
                paint(out, &text, 186, style);
            } else {
                out.push_str(&format!("*{:>2}]", count(i)));
            }
        } else {
            out.push_str(&text);
        }
    };
    let labels = |out: &mut String, row: &[usize]| {
        out.push_str("      ");
        for &i in row {
            let _ = write!(out, "{:^4}", diagram.cells[i].label);
        }
        out.push('\n');
    };
    let _ = writeln!(out, "      {top_name}");
    labels(&mut out, &top);
    out.push_str("      ");
    for &i in &top {
        pit(&mut out, i);
    }
    out.push('\n');
    let _ = write!(out, "[{:>3}]", count(top_store));
    out.push_str(&" ".repeat(4 * pits + 2));
    let _ = writeln!(out, "[{:>3}]", count(bottom_store));
    out.push_str("      ");
    for &i in &bottom {
        pit(&mut out, i);
    }
    out.push('\n');
    labels(&mut out, &bottom);
    let _ = writeln!(out, "      {bottom_name}");
    out
}
