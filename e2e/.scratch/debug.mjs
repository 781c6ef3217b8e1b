import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18231';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 800 } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const steps = process.argv.slice(2);
for (const s of steps) {
  if (s.startsWith('goto:')) { await page.goto(s.slice(5)); await page.waitForTimeout(2500); console.log('URL', page.url()); }
  if (s.startsWith('login:')) { const [u,p] = s.slice(6).split('/'); const r = await fetch(base+'/api/v2/partner/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:u,password:p})}); const j = await r.json(); console.log('login', r.status, JSON.stringify(j).slice(0,200)); await ctx.addCookies([{name:'token', value:j.results.token, url: base}]); }
  if (s.startsWith('form:')) { const [u,p] = s.slice(5).split('/'); await page.getByRole('textbox', { name: /^Tên đăng nhập/ }).fill(u); await page.getByLabel(/^Mật khẩu/).fill(p); await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click(); await page.waitForTimeout(4000); console.log('URL after form', page.url()); }
  if (s === 'aria') console.log(await page.locator('body').ariaSnapshot());
  if (s.startsWith('shot:')) await page.screenshot({ path: s.slice(5) });
}
await browser.close();
