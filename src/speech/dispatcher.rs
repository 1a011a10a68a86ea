//! speech-dispatcher over its SSIP socket (the desktop's speech service), and a stand-in
//! where there is no Unix socket.

use std::path::Path;
#[cfg(unix)]
use std::time::Duration;

use super::Voice;

/// One SSIP connection to speech-dispatcher.
#[cfg(unix)]
pub struct Dispatcher {
    client: ssip_client_async::Client<std::os::unix::net::UnixStream>,
    lang: Option<String>,
    voice: Option<Voice>,
    /// Events that came before the answer to the line they are about (the service may begin
    /// a line before it answers with its id), for [`Dispatcher::wait_event`].
    early: std::collections::VecDeque<(String, String)>,
}

/// The kind of an SSIP event code (`begin` for 701…), `None` for any other code.
#[cfg(unix)]
fn event_kind(code: u16) -> Option<&'static str> {
    use ssip_client_async::{
        EVENT_BEGIN, EVENT_CANCELED, EVENT_END, EVENT_INDEX_MARK, EVENT_PAUSED, EVENT_RESUMED,
    };
    match code {
        EVENT_BEGIN => Some("begin"),
        EVENT_END => Some("end"),
        EVENT_CANCELED => Some("cancel"),
        EVENT_PAUSED => Some("pause"),
        EVENT_RESUMED => Some("resume"),
        EVENT_INDEX_MARK => Some("mark"),
        _ => None,
    }
}

/// An SSIP error, as text.
#[cfg(unix)]
fn ssip(e: impl std::fmt::Display) -> String {
    format!("speech-dispatcher: {e}")
}

#[cfg(unix)]
impl Dispatcher {
    /// Connects to the service at `socket` and names this client `allfives`; with `events`,
    /// asks for its begin and end events ([`Dispatcher::wait_event`]).
    ///
    /// # Errors
    /// The socket does not answer, or the service refuses (its words).
    pub fn connect(socket: &Path, events: bool) -> Result<Dispatcher, String> {
        use ssip_client_async::{ClientName, NotificationType, OK_NOTIFICATION_SET};
        let mut client = ssip_client_async::fifo::synchronous::Builder::new()
            .path(socket)
            .timeout(Duration::from_secs(5))
            .build()
            .map_err(ssip)?;
        let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
        client
            .set_client_name(ClientName::new(&user, "allfives"))
            .map_err(ssip)?
            .check_client_name_set()
            .map_err(ssip)?;
        if events {
            client
                .set_notification(NotificationType::All, true)
                .map_err(ssip)?
                .check_status(OK_NOTIFICATION_SET)
                .map_err(ssip)?;
        }
        Ok(Dispatcher {
            client,
            lang: None,
            voice: None,
            early: std::collections::VecDeque::new(),
        })
    }

    /// Cuts off what this client is saying.
    pub fn cancel(&mut self) {
        use ssip_client_async::{MessageScope, OK_CANCELED};
        let _ = self
            .client
            .cancel(MessageScope::Last)
            .and_then(|c| c.check_status(OK_CANCELED));
    }

    /// Cuts off what this client was saying and says `text` in `lang` as `voice` has it.
    /// Returns the message's id.
    ///
    /// # Errors
    /// The service refused or went away.
    pub fn say(&mut self, text: &str, lang: &str, voice: Voice) -> Result<String, String> {
        use ssip_client_async::{ClientScope, OK_LANGUAGE_SET, OK_RATE_SET, OK_VOLUME_SET};
        self.cancel();
        if self.lang.as_deref() != Some(lang) {
            self.client
                .set_language(ClientScope::Current, lang)
                .map_err(ssip)?
                .check_status(OK_LANGUAGE_SET)
                .map_err(ssip)?;
            self.lang = Some(lang.to_string());
        }
        if self.voice != Some(voice) {
            self.client
                .set_rate(ClientScope::Current, voice.rate.clamp(-100, 100))
                .map_err(ssip)?
                .check_status(OK_RATE_SET)
                .map_err(ssip)?
                .set_volume(ClientScope::Current, voice.volume.clamp(-100, 100))
                .map_err(ssip)?
                .check_status(OK_VOLUME_SET)
                .map_err(ssip)?;
            self.voice = Some(voice);
        }
        // One line of text: SSIP ends the message at a line holding a single dot.
        let line = text.replace(['\r', '\n'], " ");
        self.client
            .speak()
            .map_err(ssip)?
            .check_receiving_data()
            .map_err(ssip)?
            .send_line(&line)
            .map_err(ssip)?;
        // With events asked for, the line's begin can come before its id: kept for
        // `wait_event`, about this line (the one before it was cut off above).
        let mut early = Vec::new();
        let id = loop {
            match self
                .client
                .receive_lines(ssip_client_async::OK_MESSAGE_QUEUED)
            {
                Ok(lines) => break lines.first().cloned().unwrap_or_default(),
                Err(ssip_client_async::ClientError::UnexpectedStatus(code))
                    if event_kind(code).is_some() && early.len() < 8 =>
                {
                    early.extend(event_kind(code));
                }
                Err(e) => return Err(ssip(e)),
            }
        };
        self.early
            .extend(early.into_iter().map(|kind| (kind.to_string(), id.clone())));
        Ok(id)
    }

    /// Waits for the service's next event (with [`Dispatcher::connect`]'s `events`): `begin`,
    /// `end`, `cancel`… and the id of the message it is about.
    ///
    /// # Errors
    /// No event came within the connection's 5 s, or the service went away.
    pub fn wait_event(&mut self) -> Result<(String, String), String> {
        use ssip_client_async::EventType;
        if let Some(early) = self.early.pop_front() {
            return Ok(early);
        }
        let event = self.client.receive_event().map_err(ssip)?;
        let kind = match event.ntype {
            EventType::Begin => "begin",
            EventType::End => "end",
            EventType::Cancel => "cancel",
            EventType::Pause => "pause",
            EventType::Resume => "resume",
            EventType::IndexMark(_) => "mark",
        };
        Ok((kind.to_string(), event.id.message))
    }
}

/// speech-dispatcher is not built on this platform (Windows, macOS): every call says so.
#[cfg(not(unix))]
pub struct Dispatcher;

#[cfg(not(unix))]
impl Dispatcher {
    const NOT_BUILT: &str = "speech-dispatcher is not built on this platform";
    /// Not built on this platform.
    ///
    /// # Errors
    /// Always.
    pub fn connect(_socket: &Path, _events: bool) -> Result<Dispatcher, String> {
        Err(Self::NOT_BUILT.into())
    }
    /// Not built on this platform.
    pub fn cancel(&mut self) {}
    /// Not built on this platform.
    ///
    /// # Errors
    /// Always.
    pub fn say(&mut self, _text: &str, _lang: &str, _voice: Voice) -> Result<String, String> {
        Err(Self::NOT_BUILT.into())
    }
    /// Not built on this platform.
    ///
    /// # Errors
    /// Always.
    pub fn wait_event(&mut self) -> Result<(String, String), String> {
        Err(Self::NOT_BUILT.into())
    }
}
