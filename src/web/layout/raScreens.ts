/**
 * react-admin's own screens that <AdminUI> would put in the first download (not found, access
 * denied, authentication error, auth callback, the error page). App.tsx loads this module only when
 * one of them shows, so these named re-exports keep the rest of react-admin out of that chunk.
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error, NotFound } from 'react-admin';
