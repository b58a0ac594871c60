//! Calendar dates for record headers, without a date library.

/// `YYYY.MM.DD` (the PGN/PDN date form) of a Unix time in milliseconds, in UTC.
pub fn pgn_date(unix_ms: i64) -> String {
    let days = unix_ms.div_euclid(86_400_000);
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The date (year, month from 1, day) of a Unix time in milliseconds, in UTC.
pub fn civil(unix_ms: i64) -> (i64, u32, u32) {
    civil_from_days(unix_ms.div_euclid(86_400_000))
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's method).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(951_782_400_000), "2000.02.29");
        assert_eq!(pgn_date(1_795_000_000_000), "2026.11.18");
    }
}
