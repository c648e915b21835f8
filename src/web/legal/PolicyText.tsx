/**
 * Renders a policy text from the catalogues: a blank line separates paragraphs, lines starting
 * with "- " form a list, and the contact e-mail becomes a mail link wherever it appears.
 */
import { Box, Link, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

function withMailLinks(text: string, email: string | null): ReactNode {
  if (!email || !text.includes(email)) return text;
  const nodes: ReactNode[] = [];
  let position = 0;
  for (const part of text.split(email)) {
    if (position > 0) {
      nodes.push(
        <Link key={`mail-${position}`} href={`mailto:${email}`}>
          {email}
        </Link>,
      );
    }
    nodes.push(<Fragment key={`text-${position}`}>{part}</Fragment>);
    position += 1;
  }
  return nodes;
}

export function PolicyText({ text, email = null }: { text: string; email?: string | null }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <>
      {blocks.map((block) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <Box component="ul" key={block} sx={{ pl: 3, my: 1.5, '& li': { mb: 0.75 } }}>
              {lines.map((line) => (
                <Typography component="li" key={line} variant="body1">
                  {withMailLinks(line.slice(2), email)}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={block} variant="body1" sx={{ my: 1.5 }}>
            {withMailLinks(block, email)}
          </Typography>
        );
      })}
    </>
  );
}
