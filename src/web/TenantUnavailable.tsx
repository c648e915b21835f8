/** Shown when the address names no known company: nothing else can work without a tenant. */
import type { Locale } from '../domain/i18n';

const TEXT = {
  es: {
    title: 'Nombre de tenant no disponible',
    body: 'Revisa la dirección que abriste o contacta a tu administrador.',
  },
  en: {
    title: 'Tenant name not available',
    body: 'Check the address you opened or contact your administrator.',
  },
};

export function TenantUnavailable({ locale }: { locale: Locale }) {
  const t = TEXT[locale];
  return (
    <main
      style={{
        fontFamily: 'Roboto, Arial, sans-serif',
        display: 'grid',
        placeItems: 'center',
        minHeight: '100vh',
        background: '#f4f6f9',
      }}
    >
      <div style={{ textAlign: 'center', maxWidth: 420, padding: 24 }}>
        <h1 style={{ color: '#003366', fontSize: 24 }}>{t.title}</h1>
        <p style={{ color: '#5b6472' }}>{t.body}</p>
      </div>
    </main>
  );
}
