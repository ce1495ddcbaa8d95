/**
 * Checks a module descriptor against schemas/meta/module.schema.json. Compiling that schema with
 * ajv took 0.2 s of every start; the compiled server (scripts/build-server.mjs) replaces this file
 * with ajv's standalone code of the same schema, generated at build time, so `npm start` compiles
 * nothing (docs/benchmarks.md, "Restart"). Run from the sources, it compiles on first use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { repoRoot } from '../codeLocation.ts';
import { DESCRIPTOR_AJV_OPTIONS, descriptorErrorText, type DescriptorValidator } from './descriptorErrors.ts';

let compiled: DescriptorValidator | undefined;

/** Undefined when the descriptor is valid, else ajv's errors as one line. */
export function descriptorProblems(json: unknown): string | undefined {
  compiled ??= new Ajv2020(DESCRIPTOR_AJV_OPTIONS)
    .compile(JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'meta', 'module.schema.json'), 'utf8'))) as DescriptorValidator;
  return compiled(json) ? undefined : descriptorErrorText(compiled.errors);
}
