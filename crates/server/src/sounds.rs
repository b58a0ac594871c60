//! The page's sounds, synthesised here when first asked for (no sound files in the repository,
//! nothing fetched): a move, a capture, check, the end of a game and low time, each a short
//! mono 16-bit WAV at 22,050 Hz.
//!
//! Each sound is a sum of decaying partials; a move is a soft wooden knock, a capture two knocks,
//! check a bright double tone, the end a rising three-note chord and low time a short beep.

use std::{f64::consts::TAU, sync::LazyLock};

const RATE: u32 = 22_050;

/// One partial: start (s), frequency (Hz), amplitude (0–1), decay time constant (s), length (s).
struct Partial {
    at: f64,
    hz: f64,
    amp: f64,
    decay: f64,
    len: f64,
}

const fn p(at: f64, hz: f64, amp: f64, decay: f64, len: f64) -> Partial {
    Partial {
        at,
        hz,
        amp,
        decay,
        len,
    }
}

/// The sounds by name (as served under `/assets/sound/NAME.wav`).
const SOUNDS: &[(&str, &[Partial])] = &[
    (
        "move",
        &[
            p(0.0, 190.0, 0.55, 0.025, 0.12),
            p(0.0, 523.0, 0.2, 0.012, 0.06),
        ],
    ),
    (
        "capture",
        &[
            p(0.0, 170.0, 0.5, 0.025, 0.1),
            p(0.0, 480.0, 0.2, 0.01, 0.05),
            p(0.07, 210.0, 0.55, 0.03, 0.14),
            p(0.07, 600.0, 0.2, 0.012, 0.06),
        ],
    ),
    (
        "check",
        &[
            p(0.0, 880.0, 0.3, 0.06, 0.15),
            p(0.11, 1175.0, 0.3, 0.07, 0.2),
        ],
    ),
    (
        "end",
        &[
            p(0.0, 523.25, 0.25, 0.35, 0.9),
            p(0.12, 659.25, 0.25, 0.35, 0.8),
            p(0.24, 783.99, 0.25, 0.4, 0.8),
        ],
    ),
    ("low-time", &[p(0.0, 1046.5, 0.3, 0.05, 0.12)]),
];

static WAVS: LazyLock<Vec<(&'static str, Vec<u8>)>> = LazyLock::new(|| {
    SOUNDS
        .iter()
        .map(|(name, partials)| (*name, wav(&synthesise(partials))))
        .collect()
});

/// The WAV file of the sound `name`, if there is one.
pub fn wav_of(name: &str) -> Option<&'static [u8]> {
    WAVS.iter()
        .find(|(n, _)| *n == name)
        .map(|(_, bytes)| bytes.as_slice())
}

/// The samples of a sum of partials, each faded in over 2 ms and out over its last 10 ms.
fn synthesise(partials: &[Partial]) -> Vec<i16> {
    let seconds = partials.iter().map(|p| p.at + p.len).fold(0.0, f64::max);
    let n = (seconds * f64::from(RATE)).ceil() as usize;
    let mut mix = vec![0.0f64; n];
    for p in partials {
        let start = (p.at * f64::from(RATE)) as usize;
        let len = (p.len * f64::from(RATE)) as usize;
        for i in 0..len.min(n.saturating_sub(start)) {
            let t = i as f64 / f64::from(RATE);
            let fade_in = (t / 0.002).min(1.0);
            let fade_out = ((p.len - t) / 0.010).clamp(0.0, 1.0);
            let envelope = p.amp * (-t / p.decay).exp() * fade_in * fade_out;
            mix[start + i] += envelope * (TAU * p.hz * t).sin();
        }
    }
    mix.iter()
        .map(|s| (s.clamp(-1.0, 1.0) * f64::from(i16::MAX)) as i16)
        .collect()
}

/// A RIFF/WAVE file of mono 16-bit samples.
fn wav(samples: &[i16]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_a_short_audible_wav() {
        for name in ["move", "capture", "check", "end", "low-time"] {
            let bytes = wav_of(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(&bytes[..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            let data = u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize;
            assert_eq!(bytes.len(), 44 + data, "{name}");
            let seconds = data as f64 / 2.0 / f64::from(RATE);
            assert!((0.05..1.5).contains(&seconds), "{name}: {seconds} s");
            let loudest = bytes[44..]
                .chunks(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]).unsigned_abs())
                .max()
                .unwrap();
            assert!(loudest > 3_000, "{name} is silent");
        }
        assert!(wav_of("nope").is_none());
    }
}
