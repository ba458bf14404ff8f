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
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{E0000}'..='\u{E007F}'
    )
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
