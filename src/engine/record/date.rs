//! The `date:` header (RECORD.md "Headers"): an ISO 8601 date or date-time, read once, typed,
//! for `allfives check` (which refuses a date that is not one) and the import (which takes the
//! match's start from it). [`read_date`] is the one reader.

use std::fmt;

use chrono::{
    DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Weekday,
};

/// What a `date:` header says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordDate {
    /// A day and a time of day (`2026-11-30T14:05`, to the nanosecond), with the zone's offset
    /// from UTC when one is given (`Z`, `+01:00`), else in the players' local time. `24:00:00`
    /// is the next day's midnight.
    DateTime {
        /// The day and the time of day, as written.
        at: NaiveDateTime,
        /// The zone's offset from UTC, when the record gives one.
        offset: Option<FixedOffset>,
    },
    /// A day without a time of day: a calendar, week or ordinal date (`2026-11-30`,
    /// `2026-W48-1`, `2026-334`).
    Date(NaiveDate),
    /// A month or a week without its day (`2026-11`, `2026-W48`): its first day.
    Reduced {
        /// The first day of the month, the Monday of the week.
        first_day: NaiveDate,
        /// Which one.
        period: Period,
    },
}

/// What a reduced date names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    /// `YYYY-MM`.
    Month,
    /// `YYYY-Www` or `YYYYWww`.
    Week,
}

/// Why a `date:` value is not an ISO 8601 date or date-time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateError {
    /// Not written in one of the forms ([`read_date`]).
    NotIso8601,
    /// Written as a date, but no such day exists (`2026-02-30`, `2025-W53-1`, `2025-366`).
    NoSuchDay,
    /// Written as a time of day, but out of range: seconds of 60, past `24:00:00`, a zone of 24
    /// hours or more.
    NoSuchTime,
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DateError::NotIso8601 => "not written as an ISO 8601 date or date-time",
            DateError::NoSuchDay => "no such day",
            DateError::NoSuchTime => "no such time of day",
        })
    }
}

impl std::error::Error for DateError {}

impl RecordDate {
    /// When the match started, in `zone`: the instant itself when the record gives a zone, the
    /// time read in `zone` when it does not (the first of the two in a clock change that repeats
    /// an hour, an hour later in one that skips it), and midnight of the day (or the first day of
    /// a month or week) without a time of day. `None` only when `zone` has no such moment.
    #[must_use]
    pub fn start_in<Tz: TimeZone>(&self, zone: &Tz) -> Option<DateTime<Tz>> {
        let local = |at: NaiveDateTime| {
            zone.from_local_datetime(&at).earliest().or_else(|| {
                zone.from_local_datetime(&(at + Duration::hours(1)))
                    .earliest()
            })
        };
        match *self {
            RecordDate::DateTime {
                at,
                offset: Some(offset),
            } => Some(
                offset
                    .from_local_datetime(&at)
                    .single()?
                    .with_timezone(zone),
            ),
            RecordDate::DateTime { at, offset: None } => local(at),
            RecordDate::Date(day) | RecordDate::Reduced { first_day: day, .. } => {
                local(day.and_time(NaiveTime::MIN))
            }
        }
    }
}

/// Reads a `date:` value (RECORD.md "Headers"): a calendar, week or ordinal date
/// (`2026-11-30`, `2026-W48-1`, `2026-334`, or their basic forms `20261130`, `2026W481`,
/// `2026334`), the reduced `YYYY-MM` and `YYYY-Www`, and after a full date `T` and a time of
/// day (`hh`, `hh:mm`, `hh:mm:ss`, a fraction of the last of them after `.` or `,`; basic
/// `hhmm`, `hhmmss` after a basic date) with an optional zone (`Z`, `±hh`, `±hh:mm`, `±hhmm`).
///
/// The `iso8601` crate reads the forms and chrono checks that the day exists; the checks here
/// are what the crate leaves open: one format throughout (no mixed basic and extended parts, no
/// signed years), the reduced dates and an hour alone, seconds below 60, and 24 only as
/// `24:00:00` (end of day). The value is computed here, to the nanosecond (the crate keeps
/// milliseconds, and a fraction of an hour or a minute as one of a second).
///
/// # Errors
/// [`DateError`]: not one of these forms, or a day or a time of day that does not exist.
pub fn read_date(value: &str) -> Result<RecordDate, DateError> {
    match value.split_once('T') {
        None => match full_date(value) {
            Ok((day, _)) => Ok(RecordDate::Date(day)),
            Err(error) => reduced_date(value).ok_or(error),
        },
        Some((date, time)) => {
            let (day, extended) = full_date(date)?;
            let (since_midnight, offset) = time_of_day(time, extended)?;
            let at = day.and_time(NaiveTime::MIN) + since_midnight;
            Ok(RecordDate::DateTime { at, offset })
        }
    }
}

/// The day of a whole date and whether it is in the extended format (with `-`), or why not.
fn full_date(text: &str) -> Result<(NaiveDate, bool), DateError> {
    // Expanded (signed) years need an agreement between the parties (ISO 8601-1 §4.1.2.4).
    if text.starts_with(['+', '-']) {
        return Err(DateError::NotIso8601);
    }
    let date = whole(iso8601::parsers::parse_date, text).ok_or(DateError::NotIso8601)?;
    // The crate also reads mixed forms (`2026-1130`): the text must be the date's own extended
    // or basic form.
    let shown = date.to_string();
    let extended = if text == shown {
        true
    } else if text == shown.replace('-', "") {
        false
    } else {
        return Err(DateError::NotIso8601);
    };
    // (The crate's own chrono conversion reads week days 0-based, so day 7 never exists.)
    let day = match date {
        iso8601::Date::YMD { year, month, day } => NaiveDate::from_ymd_opt(year, month, day),
        iso8601::Date::Week { year, ww, d } => d
            .checked_sub(1)
            .and_then(|d| Weekday::try_from(d as u8).ok())
            .and_then(|weekday| NaiveDate::from_isoywd_opt(year, ww, weekday)),
        iso8601::Date::Ordinal { year, ddd } => NaiveDate::from_yo_opt(year, ddd),
    };
    Ok((day.ok_or(DateError::NoSuchDay)?, extended))
}

/// `YYYY-MM`, `YYYY-Www` or `YYYYWww`, when the first day it names exists.
fn reduced_date(text: &str) -> Option<RecordDate> {
    let (first_day, period) = match text.find('W') {
        Some(4) => (format!("{text}1"), Period::Week),
        Some(5) => (format!("{text}-1"), Period::Week),
        Some(_) => return None,
        None => (format!("{text}-01"), Period::Month),
    };
    let (first_day, _) = full_date(&first_day).ok()?;
    Some(RecordDate::Reduced { first_day, period })
}

/// A time of day with an optional zone, in the date's format (`extended`: with `:`): the time
/// since midnight (up to 24 hours) and the zone's offset when one is given.
fn time_of_day(text: &str, extended: bool) -> Result<(Duration, Option<FixedOffset>), DateError> {
    let zone_at = text.find(['Z', '+', '-']);
    let clock = &text[..zone_at.unwrap_or(text.len())];
    let (hms, fraction) = match clock.split_once(['.', ',']) {
        Some((hms, fraction)) => (hms, Some(fraction)),
        None => (clock, None),
    };
    if fraction.is_some_and(str::is_empty) {
        return Err(DateError::NotIso8601);
    }
    // The crate reads no hour alone: read it with its minutes.
    let minutes = if extended { ":00" } else { "00" };
    let padded = if hms.len() == 2 {
        format!("{hms}{minutes}{}", &text[hms.len()..])
    } else {
        text.to_string()
    };
    let time = whole(iso8601::parsers::parse_time, &padded).ok_or(DateError::NotIso8601)?;
    let (h, m, s) = (time.hour, time.minute, time.second);
    let shapes = if extended {
        [
            format!("{h:02}"),
            format!("{h:02}:{m:02}"),
            format!("{h:02}:{m:02}:{s:02}"),
        ]
    } else {
        [
            format!("{h:02}"),
            format!("{h:02}{m:02}"),
            format!("{h:02}{m:02}{s:02}"),
        ]
    };
    let Some(parts) = shapes.iter().position(|shape| shape == hms) else {
        return Err(DateError::NotIso8601);
    };
    let end_of_day =
        h == 24 && (m, s) == (0, 0) && fraction.is_none_or(|f| f.bytes().all(|b| b == b'0'));
    if s >= 60 || (h >= 24 && !end_of_day) || time.tz_offset_hours.abs() >= 24 {
        return Err(DateError::NoSuchTime);
    }
    // A fraction is of the last part written: the hour, the minute or the second.
    let unit: u128 = [3_600_000_000_000, 60_000_000_000, 1_000_000_000][parts];
    let digits = fraction.unwrap_or("");
    let digits = &digits[..digits.len().min(18)];
    let scale = 10_u128.pow(digits.len() as u32);
    let part = digits.parse::<u128>().map_or(0, |n| n * unit / scale);
    let nanos = u128::from(h) * 3_600_000_000_000
        + u128::from(m) * 60_000_000_000
        + u128::from(s) * 1_000_000_000
        + part;
    let since_midnight =
        Duration::nanoseconds(i64::try_from(nanos).map_err(|_| DateError::NoSuchTime)?);
    let offset = match zone_at {
        None => None,
        Some(_) => {
            let seconds = time.tz_offset_hours * 3600 + time.tz_offset_minutes * 60;
            Some(FixedOffset::east_opt(seconds).ok_or(DateError::NoSuchTime)?)
        }
    };
    Ok((since_midnight, offset))
}

/// The value `parse` reads from all of `text`, or `None` when it fails or leaves something.
fn whole<'a, T, E>(
    parse: impl Fn(&'a [u8]) -> Result<(&'a [u8], T), E>,
    text: &'a str,
) -> Option<T> {
    match parse(text.as_bytes()) {
        Ok(([], value)) => Some(value),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_iso_8601() {
        for good in [
            "2026-11-30",
            "20261130",
            "2026-11",
            "2026-W48-1",
            "2026W481",
            "2026-W48",
            "2026-334",
            "2026334",
            "2026-11-30T14:05",
            "2026-11-30T14:05Z",
            "2026-11-30T14:05:00+01:00",
            "2026-11-30T14:05:00+0100",
            "2026-11-30T14:05:00,5",
            "2026-11-30T14",
            "2026-11-30T24:00:00",
            "20261130T140500Z",
        ] {
            assert!(read_date(good).is_ok(), "{good} was refused");
        }
        for bad in [
            "2026-1-5",
            "2026-11-30 14:05",
            "2026-11-30T14:5",
            "2026-11-30T14:05:60",
            "2026-02-30",
            "2026-W54-1",
            "2026-W48-8",
            "+2026-11-30",
            "2026-11-30t14:05",
            "2026-11-T14",
            "yesterday",
            "",
        ] {
            assert!(read_date(bad).is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn dates_keep_one_format_and_name_a_day_that_exists() {
        for good in [
            "2026W48",
            "2026-W53-1",
            "2020W537",
            "2026-W53-7",
            "2026-W48-1T14:05",
            "2026W481T1405",
            "2026334T1405",
            "2024-366",
            "2026-11-30T14,5",
            "2026-11-30T14:05-05:30",
        ] {
            assert!(read_date(good).is_ok(), "{good} was refused");
        }
        for bad in [
            "-2026-11-30",
            "2026-1130",
            "2026-W481",
            "202611",
            "2026-11T14",
            "2026-W48T14",
            "2026-11-30T1405",
            "20261130T14:05",
            "2026-11-30T14:0500",
            "2026-11-30T14:05:00,",
            "2026-11-30T24:00:01",
            "2026-11-30T14:05+24:00",
            "2025-366",
            "2025-W53-1",
            "2026-W48-",
            "2026-11-30T1\u{e9}",
        ] {
            assert!(read_date(bad).is_err(), "{bad} was accepted");
        }
    }

    fn at(date: &str, time: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(&format!("{date} {time}"), "%Y-%m-%d %H:%M:%S%.f").unwrap()
    }

    fn day(date: &str) -> NaiveDate {
        NaiveDate::parse_from_str(date, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_date_reads_as_the_day_or_the_moment_it_names() {
        let local = |date, time| RecordDate::DateTime {
            at: at(date, time),
            offset: None,
        };
        let zoned = |date, time, seconds| RecordDate::DateTime {
            at: at(date, time),
            offset: FixedOffset::east_opt(seconds),
        };
        for (text, expected) in [
            ("2026-11-30", RecordDate::Date(day("2026-11-30"))),
            ("20261130", RecordDate::Date(day("2026-11-30"))),
            ("2026-W48-1", RecordDate::Date(day("2026-11-23"))),
            ("2026-334", RecordDate::Date(day("2026-11-30"))),
            (
                "2026-11",
                RecordDate::Reduced {
                    first_day: day("2026-11-01"),
                    period: Period::Month,
                },
            ),
            (
                "2026-W48",
                RecordDate::Reduced {
                    first_day: day("2026-11-23"),
                    period: Period::Week,
                },
            ),
            ("2026-11-30T14:05", local("2026-11-30", "14:05:00")),
            ("2026-11-30T14", local("2026-11-30", "14:00:00")),
            ("2026-11-30T14,5", local("2026-11-30", "14:30:00")),
            ("2026-11-30T14:05,5", local("2026-11-30", "14:05:30")),
            ("2026-11-30T14:05:00,25", local("2026-11-30", "14:05:00.25")),
            ("2026-11-30T24:00:00", local("2026-12-01", "00:00:00")),
            ("20261130T140500Z", zoned("2026-11-30", "14:05:00", 0)),
            (
                "2026-11-30T14:05:09.123456789+01:00",
                zoned("2026-11-30", "14:05:09.123456789", 3600),
            ),
            (
                "2026-11-30T14:05-05:30",
                zoned("2026-11-30", "14:05:00", -19_800),
            ),
        ] {
            assert_eq!(read_date(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn a_date_that_is_not_one_says_why() {
        assert_eq!(read_date("yesterday"), Err(DateError::NotIso8601));
        assert_eq!(read_date("2026-11-30 14:05"), Err(DateError::NotIso8601));
        assert_eq!(read_date("2026-02-30"), Err(DateError::NoSuchDay));
        assert_eq!(read_date("2025-366"), Err(DateError::NoSuchDay));
        assert_eq!(read_date("2026-11-30T14:05:60"), Err(DateError::NoSuchTime));
        assert_eq!(read_date("2026-11-30T24:00:01"), Err(DateError::NoSuchTime));
    }

    #[test]
    fn the_start_is_the_instant_given_or_midnight_of_the_day_in_the_zone() {
        let utc = chrono::Utc;
        let start = |text| {
            read_date(text)
                .unwrap()
                .start_in(&utc)
                .unwrap()
                .to_rfc3339()
        };
        assert_eq!(start("2026-11-30"), "2026-11-30T00:00:00+00:00");
        assert_eq!(start("2026-W48"), "2026-11-23T00:00:00+00:00");
        assert_eq!(start("2026-11-30T14:05"), "2026-11-30T14:05:00+00:00");
        assert_eq!(start("2026-11-30T14:05+01:00"), "2026-11-30T13:05:00+00:00");
        let paris = FixedOffset::east_opt(3600).unwrap();
        let there = read_date("2026-11-30T14:05")
            .unwrap()
            .start_in(&paris)
            .unwrap();
        assert_eq!(there.to_rfc3339(), "2026-11-30T14:05:00+01:00");
    }
}
