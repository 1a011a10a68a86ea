//! What the new-match screen's commands do ([`SetupCommand`]): start the match its form
//! describes through the [`Session`], show the form like the match in play, go back to it.

use crate::app::command::SetupCommand;
use crate::app::screen::{Effect, Screen};
use crate::app::session::Session;
use crate::app::setup::form::NewMatchForm;
use crate::app::status::Status;
use crate::engine::MatchLog;

impl NewMatchForm {
    /// Carries out `command` on this form and `session`.
    pub fn apply(&mut self, command: SetupCommand, session: &mut Session) -> Effect {
        match command {
            SetupCommand::Start => self.start(session),
            SetupCommand::Show => {
                if let Some(log) = session.log() {
                    *self = NewMatchForm::like(log.setup());
                }
                Effect::show(Screen::NewMatch)
            }
            SetupCommand::Back if session.has_match() => Effect::show(Screen::Table),
            SetupCommand::Back => Effect::none(),
        }
    }

    /// Starts the match the form describes, or says why it cannot.
    fn start(&mut self, session: &mut Session) -> Effect {
        let setup = self.setup().map_err(Status::Form);
        match setup.and_then(|s| MatchLog::new(s).map_err(Status::Form)) {
            Ok(log) => {
                session.start(log);
                Effect {
                    show: Some(Screen::Table),
                    status: Some(None),
                    other_match: true,
                    entered: true,
                    changed: true,
                    ..Effect::none()
                }
            }
            Err(why) => Effect::status(why),
        }
    }
}
