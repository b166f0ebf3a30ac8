import { cpSync } from 'node:fs';
import path from 'node:path';

/** Files the compiled server reads beside its modules, which tsc does not copy. */
const ASSETS = ['staff/password/common-passwords.txt'];

const src = path.resolve(__dirname, '..', '..', 'src');
const dist = path.resolve(__dirname, '..');
for (const asset of ASSETS) cpSync(path.join(src, asset), path.join(dist, asset));
