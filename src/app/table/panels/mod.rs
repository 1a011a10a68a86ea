//! The table screen's panels, one file each: which of them the screen shows (`screen`), the
//! headline and the felt (`felt`), the muggins pad and calls, Recount, the scores with the
//! pegboard and the hand's log, whose turn, the picker, the end of a hand and its settlement,
//! the match over, table mode and the `?` list of keys.

pub mod felt;
pub mod hand_end;
pub mod hand_log;
pub mod keys_help;
pub mod match_over;
pub mod muggins;
pub mod picker;
pub mod recount;
pub mod scores;
pub mod screen;
pub mod settlement;
pub mod table_mode;
pub mod turn;
pub mod undo_redo;
