//! DXP messages: one header letter followed by fixed-width fields of printable ASCII. Numbers are
//! written in decimal, padded on the left with `0`; names are padded on the right with spaces.
//! On the wire each message ends with a NUL byte (see [`super::wire`]); the text here has none.

use std::fmt;

/// Why bytes are not a DXP message, or why a message cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxpError(pub String);

impl fmt::Display for DxpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DxpError {}

fn bad<T>(message: impl Into<String>) -> Result<T, DxpError> {
    Err(DxpError(message.into()))
}

/// A colour as DXP writes it: `W` white, `Z` black (Dutch *zwart*).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Black => 'Z',
        }
    }

    fn read(c: u8, field: &str) -> Result<Colour, DxpError> {
        match c {
            b'W' => Ok(Colour::White),
            b'Z' => Ok(Colour::Black),
            _ => bad(format!("{field}: expected W or Z, not {}", shown(c))),
        }
    }

    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// The longest name in GAMEREQ and GAMEACC.
pub const NAME_WIDTH: usize = 32;
/// The most captured pieces a MOVE can carry (two decimal digits).
pub const MAX_CAPTURED: usize = 99;

/// GAMEREQ (`R`): the initiator asks for a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReq {
    /// Protocol version, 2 digits; engines speak version 1.
    pub version: u8,
    /// The initiator's name, at most 32 characters.
    pub initiator: String,
    /// The colour the follower plays.
    pub follower_colour: Colour,
    /// Thinking time in minutes for `moves` moves, 3 digits.
    pub minutes: u16,
    /// The number of moves the time is for, 3 digits (0: no limit).
    pub moves: u16,
    /// `None`: the standard start position (`A`); otherwise (`B`) a position.
    pub position: Option<DxpPosition>,
}

/// A position in GAMEREQ: the side to move and squares 1 to 50, each `e` (empty), `w`/`z` a
/// white/black man or `W`/`Z` a white/black king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxpPosition {
    pub to_move: Colour,
    pub squares: [u8; 50],
}

/// GAMEACC (`A`): the follower answers a GAMEREQ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAcc {
    /// The follower's name, at most 32 characters.
    pub follower: String,
    /// `0` accepted; `1` refused (name or version), `2` refused (colour, time or moves),
    /// `3` refused (other reasons).
    pub code: u8,
}

/// MOVE (`M`): a move with the time it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxpMove {
    /// Seconds used for the move, 4 digits.
    pub seconds: u16,
    /// Start square, 1 to 50.
    pub from: u8,
    /// End square, 1 to 50.
    pub to: u8,
    /// The squares of the captured pieces, 1 to 50 each.
    pub captured: Vec<u8>,
}

/// GAMEEND (`E`): a side ends the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// From the sender's view.
    pub reason: EndReason,
    /// Whether the sender wants no further game (`1`) or would play on (`0`).
    pub stop: bool,
}

/// The result a GAMEEND states, as seen by its sender.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// `0`: unknown (for example interrupted).
    Unknown,
    /// `1`: the sender loses.
    Lose,
    /// `2`: draw.
    Draw,
    /// `3`: the sender wins.
    Win,
}

impl EndReason {
    fn digit(self) -> char {
        match self {
            EndReason::Unknown => '0',
            EndReason::Lose => '1',
            EndReason::Draw => '2',
            EndReason::Win => '3',
        }
    }
}

/// BACKREQ (`B`): a request to take moves back, up to a move number and side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BackReq {
    /// The move number to go back to, 3 digits.
    pub move_number: u16,
    /// The side to move then.
    pub to_move: Colour,
}

/// One DXP message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    GameReq(GameReq),
    GameAcc(GameAcc),
    Move(DxpMove),
    GameEnd(GameEnd),
    /// CHAT (`C`): free text.
    Chat(String),
    BackReq(BackReq),
    /// BACKACC (`K`): `0` accepted, `1` not supported, `2` refused.
    BackAcc(u8),
}

/// A byte for an error message.
fn shown(c: u8) -> String {
    if c.is_ascii_graphic() || c == b' ' {
        format!("'{}'", c as char)
    } else {
        format!("byte {c}")
    }
}

/// Reads fields left to right.
struct Fields<'a> {
    bytes: &'a [u8],
    at: usize,
    kind: &'static str,
}

impl<'a> Fields<'a> {
    fn take(&mut self, width: usize, field: &str) -> Result<&'a [u8], DxpError> {
        let end = self.at + width;
        if end > self.bytes.len() {
            return bad(format!(
                "{} message too short: {field} needs {width} characters at offset {}, the message has {}",
                self.kind,
                self.at,
                self.bytes.len()
            ));
        }
        let field = &self.bytes[self.at..end];
        self.at = end;
        Ok(field)
    }

    fn byte(&mut self, field: &str) -> Result<u8, DxpError> {
        Ok(self.take(1, field)?[0])
    }

    fn number(&mut self, width: usize, field: &str) -> Result<u32, DxpError> {
        let digits = self.take(width, field)?;
        let mut n = 0u32;
        for &d in digits {
            if !d.is_ascii_digit() {
                return bad(format!(
                    "{} {field}: expected {width} digits, found {}",
                    self.kind,
                    shown(d)
                ));
            }
            n = n * 10 + u32::from(d - b'0');
        }
        Ok(n)
    }

    fn square(&mut self, field: &str) -> Result<u8, DxpError> {
        let n = self.number(2, field)?;
        if !(1..=50).contains(&n) {
            return bad(format!("{} {field}: square {n} is not 1 to 50", self.kind));
        }
        Ok(n as u8)
    }

    fn name(&mut self, field: &str) -> Result<String, DxpError> {
        let raw = self.take(NAME_WIDTH, field)?;
        text(raw, field).map(|s| s.trim_end().to_string())
    }

    fn end(&self) -> Result<(), DxpError> {
        if self.at != self.bytes.len() {
            return bad(format!(
                "{} message too long: {} characters, expected {}",
                self.kind,
                self.bytes.len(),
                self.at
            ));
        }
        Ok(())
    }
}

/// Printable ASCII as a string.
fn text(raw: &[u8], field: &str) -> Result<String, DxpError> {
    if let Some(&c) = raw.iter().find(|c| !(c.is_ascii_graphic() || **c == b' ')) {
        return bad(format!("{field}: {} is not printable ASCII", shown(c)));
    }
    Ok(raw.iter().map(|&c| c as char).collect())
}

impl Message {
    /// Reads one message (without its NUL).
    ///
    /// # Errors
    /// An empty message, an unknown header, a field of the wrong width or form, or characters
    /// after the last field.
    pub fn parse(bytes: &[u8]) -> Result<Message, DxpError> {
        let Some((&header, _)) = bytes.split_first() else {
            return bad("empty message");
        };
        let kind = match header {
            b'R' => "GAMEREQ",
            b'A' => "GAMEACC",
            b'M' => "MOVE",
            b'E' => "GAMEEND",
            b'C' => "CHAT",
            b'B' => "BACKREQ",
            b'K' => "BACKACC",
            _ => {
                return bad(format!(
                    "unknown message type {} (expected R, A, M, E, C, B or K)",
                    shown(header)
                ));
            }
        };
        let mut f = Fields { bytes, at: 1, kind };
        let message = match header {
            b'R' => {
                let version = f.number(2, "version")? as u8;
                let initiator = f.name("initiator name")?;
                let follower_colour =
                    Colour::read(f.byte("follower colour")?, "GAMEREQ follower colour")?;
                let minutes = f.number(3, "thinking time")? as u16;
                let moves = f.number(3, "number of moves")? as u16;
                let position = match f.byte("starting position")? {
                    b'A' => None,
                    b'B' => {
                        let to_move =
                            Colour::read(f.byte("colour to move")?, "GAMEREQ colour to move")?;
                        let raw = f.take(50, "position")?;
                        let mut squares = [b'e'; 50];
                        for (i, &c) in raw.iter().enumerate() {
                            if !matches!(c, b'e' | b'w' | b'z' | b'W' | b'Z') {
                                return bad(format!(
                                    "GAMEREQ position: square {} is {}, not e, w, z, W or Z",
                                    i + 1,
                                    shown(c)
                                ));
                            }
                            squares[i] = c;
                        }
                        Some(DxpPosition { to_move, squares })
                    }
                    c => {
                        return bad(format!(
                            "GAMEREQ starting position: expected A or B, not {}",
                            shown(c)
                        ));
                    }
                };
                Message::GameReq(GameReq {
                    version,
                    initiator,
                    follower_colour,
                    minutes,
                    moves,
                    position,
                })
            }
            b'A' => {
                let follower = f.name("follower name")?;
                let code = f.number(1, "acceptance code")? as u8;
                Message::GameAcc(GameAcc { follower, code })
            }
            b'M' => {
                let seconds = f.number(4, "time")? as u16;
                let from = f.square("from square")?;
                let to = f.square("to square")?;
                let count = f.number(2, "number captured")? as usize;
                let mut captured = Vec::with_capacity(count);
                for _ in 0..count {
                    captured.push(f.square("captured square")?);
                }
                Message::Move(DxpMove {
                    seconds,
                    from,
                    to,
                    captured,
                })
            }
            b'E' => {
                let reason = match f.byte("reason")? {
                    b'0' => EndReason::Unknown,
                    b'1' => EndReason::Lose,
                    b'2' => EndReason::Draw,
                    b'3' => EndReason::Win,
                    c => return bad(format!("GAMEEND reason: expected 0 to 3, not {}", shown(c))),
                };
                let stop = match f.byte("stop code")? {
                    b'0' => false,
                    b'1' => true,
                    c => {
                        return bad(format!(
                            "GAMEEND stop code: expected 0 or 1, not {}",
                            shown(c)
                        ));
                    }
                };
                Message::GameEnd(GameEnd { reason, stop })
            }
            b'C' => {
                let rest = f.take(bytes.len() - 1, "text")?;
                Message::Chat(text(rest, "CHAT text")?)
            }
            b'B' => {
                let move_number = f.number(3, "move number")? as u16;
                let to_move = Colour::read(f.byte("colour to move")?, "BACKREQ colour to move")?;
                Message::BackReq(BackReq {
                    move_number,
                    to_move,
                })
            }
            _ => Message::BackAcc(f.number(1, "acceptance code")? as u8),
        };
        f.end()?;
        Ok(message)
    }

    /// Writes the message (without its NUL).
    ///
    /// # Errors
    /// A number too wide for its field, a name longer than 32 characters, a square off the
    /// board, too many captures, or text that is not printable ASCII.
    pub fn write(&self) -> Result<String, DxpError> {
        fn number(out: &mut String, n: u32, width: usize, field: &str) -> Result<(), DxpError> {
            let digits = n.to_string();
            if digits.len() > width {
                return bad(format!("{field} {n} does not fit in {width} digits"));
            }
            out.push_str(&"0".repeat(width - digits.len()));
            out.push_str(&digits);
            Ok(())
        }
        fn name(out: &mut String, s: &str, field: &str) -> Result<(), DxpError> {
            text(s.as_bytes(), field)?;
            if s.len() > NAME_WIDTH || s.ends_with(' ') {
                return bad(format!(
                    "{field} '{s}' is longer than {NAME_WIDTH} characters or ends in a space"
                ));
            }
            out.push_str(&format!("{s:<NAME_WIDTH$}"));
            Ok(())
        }
        fn square(out: &mut String, sq: u8, field: &str) -> Result<(), DxpError> {
            if !(1..=50).contains(&sq) {
                return bad(format!("{field} {sq} is not a square from 1 to 50"));
            }
            number(out, u32::from(sq), 2, field)
        }
        let mut out = String::new();
        match self {
            Message::GameReq(r) => {
                out.push('R');
                number(&mut out, u32::from(r.version), 2, "version")?;
                name(&mut out, &r.initiator, "initiator name")?;
                out.push(r.follower_colour.letter());
                number(&mut out, u32::from(r.minutes), 3, "thinking time")?;
                number(&mut out, u32::from(r.moves), 3, "number of moves")?;
                match &r.position {
                    None => out.push('A'),
                    Some(p) => {
                        out.push('B');
                        out.push(p.to_move.letter());
                        for (i, &c) in p.squares.iter().enumerate() {
                            if !matches!(c, b'e' | b'w' | b'z' | b'W' | b'Z') {
                                return bad(format!("position square {} is {}", i + 1, shown(c)));
                            }
                            out.push(c as char);
                        }
                    }
                }
            }
            Message::GameAcc(a) => {
                out.push('A');
                name(&mut out, &a.follower, "follower name")?;
                number(&mut out, u32::from(a.code), 1, "acceptance code")?;
            }
            Message::Move(m) => {
                out.push('M');
                number(&mut out, u32::from(m.seconds), 4, "time")?;
                square(&mut out, m.from, "from square")?;
                square(&mut out, m.to, "to square")?;
                if m.captured.len() > MAX_CAPTURED {
                    return bad(format!("{} captures are too many", m.captured.len()));
                }
                number(&mut out, m.captured.len() as u32, 2, "number captured")?;
                for &c in &m.captured {
                    square(&mut out, c, "captured square")?;
                }
            }
            Message::GameEnd(e) => {
                out.push('E');
                out.push(e.reason.digit());
                out.push(if e.stop { '1' } else { '0' });
            }
            Message::Chat(t) => {
                out.push('C');
                text(t.as_bytes(), "chat text")?;
                out.push_str(t);
            }
            Message::BackReq(b) => {
                out.push('B');
                number(&mut out, u32::from(b.move_number), 3, "move number")?;
                out.push(b.to_move.letter());
            }
            Message::BackAcc(code) => {
                out.push('K');
                number(&mut out, u32::from(*code), 1, "acceptance code")?;
            }
        }
        Ok(out)
    }
}
