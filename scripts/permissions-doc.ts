import { writeFileSync } from 'node:fs';
import { renderPermissionsDoc } from '../src/domain/permissionsDoc';

writeFileSync(new URL('../docs/permissions.md', import.meta.url), renderPermissionsDoc());
console.log('docs/permissions.md written');
