import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** One question and its answer, in the page's words. */
export interface Faq {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Level of the heading around each question, below the section's own heading. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * The WAI-ARIA accordion pattern: one answer open at a time, a second press closes it, and
 * ArrowUp/ArrowDown/Home/End move focus between the questions.
 */
export function FaqAccordion({ faqs, headingLevel = 'h3' }: FaqAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = faqs.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const triggerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Box key={faq.question} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component={headingLevel} variant="h6" sx={{ m: 0 }}>
              <ButtonBase
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                sx={{
                  width: '100%',
                  minHeight: 56,
                  py: 1.5,
                  px: 1,
                  gap: 2,
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  font: 'inherit',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <span>{faq.question}</span>
                <ExpandMoreIcon
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    transition: 'transform 150ms',
                    transform: expanded ? 'rotate(180deg)' : 'none',
                  }}
                />
              </ButtonBase>
            </Typography>
            <Box
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!expanded}
              sx={{ px: 1, pb: 2 }}
            >
              <Typography>{faq.answer}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
