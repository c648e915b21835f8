/** Renders the default role-to-permission matrix as the Markdown kept in docs/permissions.md. */
import { PERMISSION_KEYS } from './permissions';
import { DEFAULT_ROLE_DISPLAY_NAMES, DEFAULT_ROLE_MATRIX, ROLE_NAMES } from './roles';

export function renderPermissionsDoc(): string {
  const header = `| Permission key | ${ROLE_NAMES.join(' | ')} |`;
  const rule = `|---|${ROLE_NAMES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSION_KEYS.map((key) => {
    const cells = ROLE_NAMES.map((role) => {
      const access = DEFAULT_ROLE_MATRIX[role][key];
      return access === 'WRITE' ? 'W' : access === 'READ' ? 'R' : '·';
    });
    return `| \`${key}\` | ${cells.join(' | ')} |`;
  });
  const roles = ROLE_NAMES.map(
    (r) => `| \`${r}\` | ${DEFAULT_ROLE_DISPLAY_NAMES[r].es} | ${DEFAULT_ROLE_DISPLAY_NAMES[r].en} |`,
  );
  return [
    '# Roles and permissions',
    '',
    '<!-- Generated from src/domain/roles.ts by `npm run docs:permissions`; a test fails when it is stale. -->',
    '',
    'Every permission is held at READ (R) or WRITE (W); WRITE implies READ. Tokens carry them as',
    '`<KEY>_READ` / `<KEY>_WRITE`. The matrix below is only the **default**: each tenant gets a copy',
    '(table `role_permissions`) when it is created and may change it. The server checks every route',
    'against the token; the web app only hides what the token does not allow.',
    '',
    '## Roles',
    '',
    '| Role | Spanish | English |',
    '|---|---|---|',
    ...roles,
    '',
    '`{product}` is the tenant’s delivery brand (`productName`). Admin is the role named `admin`',
    '(compared without case). View-as is open to admins only and never to `customer`, `degraded`,',
    '`admin` or `product.admin`.',
    '',
    '## Whose data each role sees',
    '',
    '- `seller`: its own customers and orders.',
    '- `manager.seller`, `customer.service`: its own and those of every seller it supervises (directly or',
    '  through others) in the customer-service hierarchy.',
    '- `customer`: only the one customer its user is linked to.',
    '- `degraded`: nothing.',
    '- every other role: the whole tenant.',
    '',
    '## Default matrix',
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}
