//! Text a player's file or name puts in front of every other player.

/// Characters that change how the text around them looks: direction overrides and
/// invisible joiners and spaces (two labels that look alike must be alike, and a
/// right-to-left override would turn the text after it around).
pub fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{E0000}'..='\u{E007F}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{180B}'..='\u{180F}'
            | '\u{0600}'..='\u{0605}'
            | '\u{06DD}'
            | '\u{070F}'
            | '\u{110BD}'
            | '\u{110CD}'
    )
}

/// Whether `c` is a combining mark (it draws on the character before it).
fn combining(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

/// At most two combining marks on a character (a letter's accents), none with nothing
/// under them: a stack of marks spills over the lines around it.
pub fn tame_marks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut marks = 0;
    for c in text.chars() {
        if combining(c) {
            if out.is_empty() || marks >= 2 {
                continue;
            }
            marks += 1;
        } else {
            marks = 0;
        }
        out.push(c);
    }
    out
}

/// The first characters of a label, for an error message.
pub fn preview(text: &str) -> String {
    let mut p: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        p.push('…');
    }
    p
}

/// A label every viewer is shown (a card's name, a file's title): not empty, at most
/// `max` characters, no control, direction or invisible characters, no spaces at either
/// end or two together.
pub fn check_label(what: &str, text: &str, max: usize) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err(format!("{what}: empty"));
    }
    if text.chars().count() > max {
        return Err(format!(
            "{what} {:?}: at most {max} characters",
            preview(text)
        ));
    }
    if text.chars().any(|c| c.is_control() || invisible(c)) {
        return Err(format!(
            "{what} {:?}: control, direction or invisible characters",
            preview(text)
        ));
    }
    if text.trim() != text || text.contains("  ") {
        return Err(format!(
            "{what} {:?}: no spaces at either end or two together",
            preview(text)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 26's attack: a stack of combining marks spilled over the lines around it.
    #[test]
    fn marks_are_kept_to_a_letters_accents() {
        assert_eq!(
            tame_marks("e\u{301}\u{302}\u{303}\u{304}x"),
            "e\u{301}\u{302}x"
        );
        assert_eq!(tame_marks("\u{301}\u{301}a"), "a");
        assert_eq!(tame_marks("Zoë"), "Zoë");
        assert!(invisible('\u{2800}') && invisible('\u{1D173}'));
    }

    #[test]
    fn labels_that_would_fool_a_reader_are_refused() {
        assert!(check_label("title", "Our deck", 80).is_ok());
        for bad in [
            "",
            "  ",
            "\u{202e}AI (hard) wins",
            "Bob\u{200b}",
            "a\nb",
            " lead",
            "two  spaces",
        ] {
            assert!(check_label("title", bad, 80).is_err(), "{bad:?}");
        }
        assert!(check_label("title", &"x".repeat(81), 80).is_err());
        assert!(check_label("title", &"x".repeat(80), 80).is_ok());
    }
}
