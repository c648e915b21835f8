/** The tenant's logo, or its initials on its colour when it has none. */
import { Avatar, Box } from '@mui/material';
import type { TenantTheme } from '../theme';

/** First letters of the first and last words: 'Granel Bajío' → 'GB'. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '·';
}

export function TenantMark({ tenant, size = 44 }: { tenant: TenantTheme; size?: number }) {
  if (tenant.logo) {
    return (
      <Box
        component="img"
        src={tenant.logo}
        alt={tenant.name}
        sx={{
          height: size,
          maxWidth: size * 4,
          objectFit: 'contain',
          bgcolor: 'common.white',
          borderRadius: 1.5,
          p: 0.5,
        }}
      />
    );
  }
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        letterSpacing: '0.02em',
        bgcolor: 'common.white',
        color: tenant.color,
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      {initialsOf(tenant.shortName || tenant.name)}
    </Avatar>
  );
}
