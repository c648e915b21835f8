/** The user's photo, else the initials of first and last name on the tenant colour. */
import { Avatar, Box, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export function initialsOf(firstName?: string, lastName?: string, fullName?: string, max = 2): string {
  const words = [firstName, lastName].filter(Boolean).length
    ? [firstName ?? '', lastName ?? '']
    : (fullName ?? '').split(/\s+/);
  return words
    .map((w) => w.trim().charAt(0))
    .filter(Boolean)
    .slice(0, max)
    .join('')
    .toLocaleUpperCase();
}

export function UserAvatar({
  name,
  firstName,
  lastName,
  image,
  size = 36,
  letters = 2,
  decorativeInitials,
  sx,
}: {
  name: string;
  firstName?: string;
  lastName?: string;
  image?: string | null;
  size?: number;
  letters?: number;
  /**
   * Draws the initials with CSS instead of text, for an avatar inside a control named by its own
   * label (a chip): the letters then do not count as part of the control's visible name.
   */
  decorativeInitials?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const initials = initialsOf(firstName, lastName, name, letters);
  return (
    <Avatar
      src={image ?? undefined}
      alt={image ? translate('app.layout.user.avatar', { name }) : undefined}
      aria-hidden={image ? undefined : true}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {decorativeInitials && initials ? (
        <Box component="span" sx={{ '&::before': { content: `"${initials}"` } }} />
      ) : (
        initials || undefined
      )}
    </Avatar>
  );
}
