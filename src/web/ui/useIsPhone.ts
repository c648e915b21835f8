/** Phones (< 768 px, the original client's md breakpoint) get cards instead of tables. */
import { useMediaQuery } from '@mui/material';
import { BREAKPOINTS } from '../config';

export const PHONE_QUERY = `(max-width:${BREAKPOINTS.md - 0.05}px)`;

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, { noSsr: true });
}
