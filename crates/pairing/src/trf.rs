//! FIDE's Tournament Report File (TRF-16): read and write.
//!
//! A player is a `001` line of fixed columns (1-based): starting rank 5–8, sex 10, title
//! 11–13, name 15–47, rating 49–52, federation 54–56, FIDE id 58–68, birth date 70–79,
//! points 81–84, place 86–89, then one block of ten columns per round from column 92: the
//! opponent's starting rank (4 columns, `0000` for none), the colour (`w`, `b` or `-`) in the
//! sixth and the result code in the eighth. Other lines are headers (`012` the tournament's
//! name, `042` its start and so on), kept as read; `XXR` (the number of rounds) and `XXC`
//! (`white1` or `black1`: the first player's colour in round one), the extension the pairing
//! programs read, are taken into [`Tournament::rounds`] and [`Tournament::initial_colour`].
//! A last column that holds only byes given in advance (`Z`, `H`, `F`) is the next round's:
//! those players are left out of its pairing ([`Tournament::next_byes`]). Writing gives the
//! canonical form of all this, which reads back to the same tournament.

use ply_i18n::{Message, msg};

use crate::tournament::{RecordError, Tournament};
use crate::types::{Colour, Outcome, Player, Rank, Registration, RoundEntry};

/// Why a TRF text cannot be read: the line (1-based; 0 for the file as a whole) and what is
/// wrong with it, as a catalog message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub reason: Message,
}

impl TrfError {
    /// The whole error as a catalog message: "line 3: …".
    pub fn message(&self) -> Message {
        if self.line == 0 {
            self.reason.clone()
        } else {
            msg!(
                "pairing_trf_line",
                line = self.line,
                reason = self.reason.clone()
            )
        }
    }
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for TrfError {}

/// The most players and rounds a file may hold: the columns' widths allow 9999 players; the
/// bounds keep a stranger's file from making the reader hold much.
pub const MAX_PLAYERS: usize = 9999;
pub const MAX_ROUNDS: usize = 99;

/// Characters `from..to` (0-based) of a line, trimmed; empty past its end.
fn field(chars: &[char], from: usize, to: usize) -> String {
    chars
        .get(from.min(chars.len())..to.min(chars.len()))
        .unwrap_or(&[])
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Half points from a points field such as `3.5` (standard point system only).
fn read_points(text: &str) -> Option<u32> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.trim().parse().ok()?;
    match frac.trim() {
        "0" | "" => Some(2 * whole),
        "5" => Some(2 * whole + 1),
        _ => None,
    }
}

fn write_points(half: u32) -> String {
    format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 })
}

fn read_player(line: &str) -> Result<Player, Message> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() < 84 {
        return Err(msg!("pairing_trf_short_line"));
    }
    let rank: Rank = field(&chars, 4, 8)
        .parse()
        .map_err(|_| msg!("pairing_trf_rank"))?;
    let rating_text = field(&chars, 48, 52);
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse()
            .map_err(|_| msg!("pairing_trf_rating", text = rating_text.as_str()))?
    };
    let points_text = field(&chars, 80, 84);
    let points = if points_text.is_empty() {
        None
    } else {
        Some(
            read_points(&points_text)
                .ok_or_else(|| msg!("pairing_trf_points", text = points_text.as_str()))?,
        )
    };
    let mut rounds = Vec::new();
    let mut at = 91;
    while at < chars.len() {
        let block = |i: usize| chars.get(at + i).copied().unwrap_or(' ');
        let opponent_text = field(&chars, at, at + 4);
        let colour = block(5);
        let result = block(7);
        if opponent_text.is_empty() && colour == ' ' && result == ' ' {
            // Trailing blanks: no more rounds.
            if chars[at..].iter().all(|c| *c == ' ') {
                break;
            }
        }
        let round = rounds.len() + 1;
        if round > MAX_ROUNDS {
            return Err(msg!("pairing_trf_many_rounds", most = MAX_ROUNDS));
        }
        let outcome = if result == ' ' && matches!(opponent_text.as_str(), "" | "0000") {
            // A round left blank: not paired.
            Outcome::ZeroBye
        } else {
            Outcome::from_code(result).ok_or_else(|| {
                msg!(
                    "pairing_trf_result",
                    round = round,
                    text = result.to_string()
                )
            })?
        };
        let opponent = match opponent_text.as_str() {
            "" | "0000" => None,
            text => Some(
                text.parse::<Rank>()
                    .ok()
                    .filter(|&o| o != 0)
                    .ok_or_else(|| msg!("pairing_trf_opponent", round = round, text = text))?,
            ),
        };
        if opponent == Some(rank) {
            return Err(msg!("pairing_trf_self", round = round));
        }
        let colour = match colour {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => {
                return Err(msg!(
                    "pairing_trf_colour",
                    round = round,
                    text = c.to_string()
                ));
            }
        };
        if opponent.is_some() != outcome.has_opponent()
            || (outcome.is_played() && colour.is_none())
            || (opponent.is_none() && colour.is_some())
        {
            return Err(msg!(
                "pairing_trf_result_fit",
                round = round,
                text = result.to_string()
            ));
        }
        rounds.push(RoundEntry {
            opponent,
            colour,
            outcome,
        });
        at += 10;
    }
    let player = Player {
        rank,
        name: field(&chars, 14, 47),
        rating,
        info: Registration {
            sex: field(&chars, 9, 10),
            title: field(&chars, 10, 13),
            federation: field(&chars, 53, 56),
            fide_id: field(&chars, 57, 68),
            birth: field(&chars, 69, 79),
        },
        rounds,
    };
    if let Some(points) = points
        && points != player.score()
    {
        return Err(msg!(
            "pairing_trf_points_sum",
            points = write_points(points),
            sum = write_points(player.score())
        ));
    }
    Ok(player)
}

/// Reads a TRF text. The players must be ranks 1 to n (in any order in the file), each with
/// the same number of rounds, and every game must be named by both its players.
pub fn read(text: &str) -> Result<Tournament, TrfError> {
    let mut players: Vec<Player> = Vec::new();
    let mut headers = Vec::new();
    let mut rounds = None;
    let mut initial = None;
    // Lines end in LF, CR LF or a lone CR (as some pairing programs write them).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, line) in text.lines().enumerate() {
        let err = |reason: Message| TrfError {
            line: i + 1,
            reason,
        };
        if line.trim().is_empty() {
            continue;
        }
        let code: String = line.chars().take(3).collect();
        let rest: String = line.chars().skip(4).collect();
        match code.as_str() {
            "001" => {
                if players.len() >= MAX_PLAYERS {
                    return Err(err(msg!("pairing_trf_many_players", most = MAX_PLAYERS)));
                }
                players.push(read_player(line).map_err(err)?);
            }
            "XXR" => {
                let n: u32 = rest
                    .trim()
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_ROUNDS as u32).contains(n))
                    .ok_or_else(|| {
                        err(msg!(
                            "pairing_trf_rounds",
                            text = rest.trim(),
                            most = MAX_ROUNDS
                        ))
                    })?;
                rounds = Some(n);
            }
            "XXC" => {
                let word = rest.split_whitespace().next().unwrap_or("");
                initial = Some(match word {
                    "white1" => Colour::White,
                    "black1" => Colour::Black,
                    _ => return Err(err(msg!("pairing_trf_initial", text = word))),
                });
            }
            _ => headers.push((code, rest)),
        }
    }
    players.sort_by_key(|p| p.rank);
    let mut played = players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
    // A last column of byes alone (no game, no pairing-allocated bye) is the next round's,
    // given before it is paired: those players are left out of it.
    let mut next_byes = Vec::new();
    let last: Vec<(Rank, Outcome)> = players
        .iter()
        .filter(|p| p.rounds.len() == played && played > 0)
        .map(|p| (p.rank, p.rounds[played - 1].outcome))
        .collect();
    if !last.is_empty()
        && last
            .iter()
            .all(|&(_, o)| matches!(o, Outcome::ZeroBye | Outcome::HalfBye | Outcome::FullBye))
    {
        next_byes = last;
        for p in &mut players {
            p.rounds.truncate(played - 1);
        }
        played -= 1;
    }
    // Rounds left out at the end of a line (a player not paired) are zero-point byes.
    for p in &mut players {
        p.rounds.resize(played, RoundEntry::bye(Outcome::ZeroBye));
    }
    let initial_colour = initial.unwrap_or_else(|| inferred_colour(&players));
    let tournament = Tournament {
        rounds: rounds.unwrap_or(played as u32),
        players,
        initial_colour,
        next_byes,
        headers,
    };
    tournament.check().map_err(|e: RecordError| TrfError {
        line: 0,
        reason: e.message(),
    })?;
    Ok(tournament)
}

/// Without `XXC`: the colour of round one of the highest player who played then, reversed
/// for every place down the list, as the first round's boards alternate.
fn inferred_colour(players: &[Player]) -> Colour {
    players
        .iter()
        .enumerate()
        .find_map(|(i, p)| {
            let c = p.rounds.first()?.played_colour()?;
            Some(if i % 2 == 0 { c } else { c.opposite() })
        })
        .unwrap_or(Colour::White)
}

/// The place column: players by score, then starting rank.
fn places(t: &Tournament) -> Vec<u32> {
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(t.players[i].score()), i));
    let mut place = vec![0; order.len()];
    for (at, i) in order.into_iter().enumerate() {
        place[i] = at as u32 + 1;
    }
    place
}

/// A field cut to its columns' width.
fn fit(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

/// Writes a tournament as TRF text: the headers as kept, `XXR` and `XXC`, then one `001`
/// line per player in starting order.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    for (code, rest) in &t.headers {
        out.push_str(format!("{code} {rest}").trim_end());
        out.push('\n');
    }
    out.push_str(&format!("XXR {}\n", t.rounds));
    out.push_str(match t.initial_colour {
        Colour::White => "XXC white1\n",
        Colour::Black => "XXC black1\n",
    });
    let place = places(t);
    for (i, p) in t.players.iter().enumerate() {
        let r = &p.info;
        let mut line = format!(
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}  ",
            p.rank,
            fit(&r.sex, 1),
            fit(&r.title, 3),
            fit(&p.name, 33),
            if p.rating == 0 {
                String::new()
            } else {
                p.rating.to_string()
            },
            fit(&r.federation, 3),
            fit(&r.fide_id, 11),
            fit(&r.birth, 10),
            write_points(p.score()),
            place[i],
        );
        for e in &p.rounds {
            let colour = match e.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            line.push_str(&format!(
                "{:>4} {} {}  ",
                e.opponent.map_or("0000".to_string(), |o| o.to_string()),
                colour,
                e.outcome.code()
            ));
        }
        if let Some(&(_, outcome)) = t.next_byes.iter().find(|&&(r, _)| r == p.rank) {
            line.push_str(&format!("0000 - {}", outcome.code()));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
