// The injection and stored-script corpora of the security checks (issue 16): saved into names,
// remarks, follow-ups and file names and used as list filters and search, through the API
// (tests/security/injection.test.ts) and shown in Chromium (tests/e2e/security-corpus.test.ts).

/** SQL injection strings (PostgreSQL, MySQL and generic forms). */
export const SQL_INJECTION = [
  "' or 1=1 --",
  "' or '1'='1",
  '" or "1"="1',
  "'; drop table crm_customer; --",
  "'); drop table crm_customer; --",
  "1; drop table admin_user",
  "\\' union select username, password from admin_user --",
  "' union select null, version() --",
  "' union all select table_name from information_schema.tables --",
  "1' and (select pg_sleep(2)) is null --",
  "'; select pg_sleep(2); --",
  "' || (select password from admin_user limit 1) || '",
  "admin'--",
  "' or 1=1#",
  "' or 1=1/*",
  "%' or '%'='",
  "_%",
  "\\",
  "\\\\'",
  "''''''",
  "$1",
  "$$; drop table crm_customer; $$",
  "E'\\x27 or 1=1 --",
  "1::int; delete from crm_customer",
  "' and extractvalue(1, concat(0x7e, version())) --",
  "'; update admin_user set password = 'x' where username = 'admin'; --",
  "' or exists(select * from admin_session) --",
  "x' AND 1=(SELECT COUNT(*) FROM crm_customer) AND 'a'='a",
  "') or ('a'='a",
  "{\"$gt\": \"\"}",
  "';copy (select '') to program 'touch /tmp/lingxi-pwned';--",
];

/** Script payloads for stored XSS. */
export const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><img src=x onerror=alert(1)>",
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">点我</a>',
  '<body onload=alert(1)>',
  '<img src=x onerror="alert(document.cookie)">',
  '{{constructor.constructor(\'alert(1)\')()}}',
  '${alert(1)}',
  '<details open ontoggle=alert(1)>',
  '</textarea><script>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<input autofocus onfocus=alert(1)>',
];

export const CORPUS = [...SQL_INJECTION, ...SCRIPT];
