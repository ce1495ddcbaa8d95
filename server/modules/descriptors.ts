/**
 * The server's module catalogue: every descriptor of schemas/modules/<area>/*.json, read from disk
 * once at start-up and checked against schemas/meta/module.schema.json (descriptorCheck.ts), so a broken descriptor
 * stops the server with a message naming the file instead of failing a user's call later. The
 * browser bundles the same files (engine/modules/catalogue.ts); both derive everything from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseModule, type ModuleDescriptor } from '../../engine/modules/index.ts';
import { repoRoot } from '../codeLocation.ts';
import { descriptorProblems } from './descriptorCheck.ts';

const schemasDir = path.join(repoRoot, 'schemas'); // not relative to this file: it may be compiled into dist-server/

function readDescriptors(): ModuleDescriptor[] {
  const modulesDir = path.join(schemasDir, 'modules');
  const files = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(path.join(modulesDir, area.name)).filter((name) => name.endsWith('.json')).map((name) => path.join(modulesDir, area.name, name)));
  return files.sort().map((file) => {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const source = path.relative(schemasDir, file);
    const problems = descriptorProblems(json);
    if (problems) throw new Error(`${source}: ${problems}`);
    return parseModule(json, source);
  });
}

const descriptors: ModuleDescriptor[] = readDescriptors();

/** Every descriptor: the files, then those registered at run time (a test's fixture module). */
export function moduleDescriptors(): readonly ModuleDescriptor[] {
  return descriptors;
}

/**
 * A module that is not among the files (a test's fixture module), checked like them. Register it
 * before the app is built: the endpoints and tables read the catalogue when they are made.
 */
export function registerDescriptor(json: unknown, source = 'registered module'): ModuleDescriptor {
  const module = parseModule(json, source);
  const problems = descriptorProblems(json);
  if (problems) throw new Error(`${source}: ${problems}`);
  const other = descriptors.find((m) => m.key === module.key || m.label === module.label || m.record.table === module.record.table);
  if (other && other !== module) throw new Error(`${source}: key, label or table already taken by "${other.key}"`);
  descriptors.push(module);
  return module;
}

/** The server's key of a module: camelCase of the descriptor's (`receivables_plan` → `receivablesPlan`). */
export function serverKeyOf(module: Pick<ModuleDescriptor, 'key'>): string {
  return module.key.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

export function descriptorOf(key: string): ModuleDescriptor {
  const module = descriptors.find((m) => m.key === key || serverKeyOf(m) === key);
  if (!module) throw new Error(`no module descriptor "${key}" (schemas/modules)`);
  return module;
}

/** The module whose records a table holds; an unknown table is a programming error. */
export function descriptorOfTable(table: string): ModuleDescriptor {
  const module = descriptors.find((m) => m.record.table === table);
  if (!module) throw new Error(`no module descriptor has the table "${table}"`);
  return module;
}

export function descriptorOfLabel(label: number): ModuleDescriptor | undefined {
  return descriptors.find((m) => m.label === label);
}
