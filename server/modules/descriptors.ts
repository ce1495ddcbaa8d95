/**
 * The server's module catalogue: every descriptor of schemas/modules/<area>/*.json, read from disk
 * once at start-up and checked against schemas/meta/module.schema.json, so a broken descriptor
 * stops the server with a message naming the file instead of failing a user's call later. The
 * browser bundles the same files (engine/modules/catalogue.ts); both derive everything from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { parseModule, type ModuleDescriptor } from '../../engine/modules/index.ts';

const schemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

function readDescriptors(): ModuleDescriptor[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(schemasDir, 'meta/module.schema.json'), 'utf8')));
  const modulesDir = path.join(schemasDir, 'modules');
  const files = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(path.join(modulesDir, area.name)).filter((name) => name.endsWith('.json')).map((name) => path.join(modulesDir, area.name, name)));
  return files.sort().map((file) => {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const source = path.relative(schemasDir, file);
    if (!validate(json)) throw new Error(`${source}: ${ajv.errorsText(validate.errors)}`);
    return parseModule(json, source);
  });
}

export const MODULE_DESCRIPTORS: readonly ModuleDescriptor[] = readDescriptors();

/** The server's key of a module: camelCase of the descriptor's (`receivables_plan` → `receivablesPlan`). */
export function serverKeyOf(module: Pick<ModuleDescriptor, 'key'>): string {
  return module.key.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

export function descriptorOf(key: string): ModuleDescriptor {
  const module = MODULE_DESCRIPTORS.find((m) => m.key === key || serverKeyOf(m) === key);
  if (!module) throw new Error(`no module descriptor "${key}" (schemas/modules)`);
  return module;
}
