import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import routesFile from '../../schemas/routes.json';
import routesSchema from '../../schemas/meta/routes.schema.json';

// Strict, except `required` inside if/then: those name properties declared on the node itself.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
const validate = ajv.compile(routesSchema);

/** A deep copy of routes.json with one thing broken. */
function broken(change: (file: any) => void): unknown {
  const copy = structuredClone(routesFile);
  change(copy);
  return copy;
}
const crmArea = (file: any) => file.routes.find((r: any) => r.path === '/crm');
const manager = (file: any) => file.routes.find((r: any) => r.path === '/manager');

describe('schemas/routes.json against its meta schema', () => {
  it('validates', () => {
    const ok = validate(routesFile);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each([
    ['a route without a title', (f: any) => { delete crmArea(f).children[0].title; }],
    ['a page without a registry key', (f: any) => { delete crmArea(f).children[2].component; }],
    ['a guarded route without its group', (f: any) => { delete crmArea(f).meta.type; }],
    ['a guarded route without its level', (f: any) => { delete crmArea(f).children[2].meta.index; }],
    ['an unknown auth group', (f: any) => { crmArea(f).meta.type = 'hrm'; }],
    ['a level-1 route with a dotted key', (f: any) => { crmArea(f).children[2].meta.subType = 'leads.index'; }],
    ['a level-2 route without its key chain', (f: any) => { delete manager(f).children[0].meta.subType; }],
    ['a child with an absolute path', (f: any) => { crmArea(f).children[0].path = '/crm/workbench'; }],
    ['a top-level route with a relative path', (f: any) => { crmArea(f).path = 'crm'; }],
    ['a menu group with a registry key', (f: any) => { manager(f).children[7].component = 'X'; }],
    ['a misspelt property', (f: any) => { crmArea(f).children[0].hiden = true; }],
    ['a title that is not an i18n key', (f: any) => { crmArea(f).title = '客户管理'; }],
  ])('rejects a copy with %s', (_name, change) => {
    expect(validate(broken(change))).toBe(false);
  });
});
