import { expect, test } from '@playwright/test';
import { mailedTemporaryPassword, newAdminPage, signInAdminOnce } from './admin-console.ts';
import { createLender } from './admin-lender-steps.ts';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { submitChangePassword } from './pages/change-password-form.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

// One admin sign-in for the whole file (the admin's TOTP code works once); the user works in a second context.
test.describe.configure({ mode: 'serial' });

const username = `e2e-lender-${Date.now().toString(36)}`;
const email = `${username}@summit.example`;
const chosenPassword = 'Ridge-Lantern-4471';

test('the admin adds a lender user, who signs in with the mailed temporary password and must change it; then locks out and is unlocked', async ({
  browser,
}) => {
  // Two browser contexts, five sign-ins and a lock-out: more than the default minute on the shared 2 cores.
  test.setTimeout(150_000);
  const admin = await newAdminPage(browser);

  // The lender's users page: tenant from the path (summit-cu is fiId 1).
  await admin.goto('/admin/console/lenders/1/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Lender users' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: /^cu-admin cu-admin@/ })).toBeVisible();
  await admin.getByRole('link', { name: 'Add user' }).click();
  await expect(admin).toHaveURL(/\/admin\/console\/lenders\/1\/users\/new$/);
  await admin.getByLabel(/^Username/).fill(username);
  await admin.getByLabel(/^Email/).fill(email);
  await admin.getByRole('checkbox', { name: 'Read-only' }).check({ force: true });
  expect(await seriousViolations(admin)).toEqual([]);
  await captureScreens(admin, 'admin-user-new');
  await admin.getByRole('button', { name: 'Add user' }).click();
  await expect(admin).toHaveURL(/\/admin\/console\/lenders\/1\/users$/);
  await expect(admin.getByRole('cell', { name: new RegExp(`^${username} `) })).toBeVisible();

  // The user signs in with the mailed password and lands on the change-password page, whatever they open.
  const temporary = await mailedTemporaryPassword(admin, email);
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const login = new LoginPage(user, 'lender');
  await login.goto();
  await login.signIn({ tenant: DEMO.lenderAdmin.tenant, user: username, password: temporary });
  await expect(user).toHaveURL(/\/lender\/console\/change-password$/);
  await expect(user.getByText('You signed in with a temporary password')).toBeVisible();
  await user.goto('/lender/console/dashboard');
  await expect(user).toHaveURL(/\/lender\/console\/change-password$/);
  await submitChangePassword(user, { current: temporary, next: chosenPassword });
  await expect(user).toHaveURL(/\/lender\/console\/dashboard$/);
  await userContext.close();

  // Five wrong passwords lock the user out.
  const lockedContext = await browser.newContext();
  const locked = await lockedContext.newPage();
  const again = new LoginPage(locked, 'lender');
  await again.goto();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await again.signIn({ tenant: DEMO.lenderAdmin.tenant, user: username, password: 'not-my-password' });
    await expect(again.alert()).toBeVisible();
  }
  await expect(again.alert()).toContainText(/locked/i);

  // The admin sees LOCKED and unlocks.
  await admin.goto(
    `/admin/console/users?filter=${encodeURIComponent(JSON.stringify([{ field: 'username', operator: 'EQUAL', value: username }]))}`,
  );
  const row = admin.getByRole('row', { name: new RegExp(username) });
  await expect(row.getByText('LOCKED')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await captureScreens(admin, 'admin-users-locked');
  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await admin.getByRole('menuitem', { name: 'Unlock' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Edit: one more permission group; the list shows it.
  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Edit user: ${username}` })).toBeVisible();
  await admin.getByRole('checkbox', { name: 'Campaign acknowledgement' }).check({ force: true });
  expect(await seriousViolations(admin)).toEqual([]);
  await captureScreens(admin, 'admin-user-edit');
  await admin.getByRole('button', { name: 'Save user' }).click();
  await expect(admin).toHaveURL(/\/admin\/console\/users$/);
  await expect(admin.getByRole('cell', { name: 'Read-only, Campaign acknowledgement' }).first()).toBeVisible();

  // Unlocked: the chosen password works again.
  await again.signIn({ tenant: DEMO.lenderAdmin.tenant, user: username, password: chosenPassword });
  await expect(locked).toHaveURL(/\/lender\/console\/dashboard$/);
  await lockedContext.close();
  await admin.context().close();
});

test('an admin creates a lender with a user; the user signs in with the temporary password and must change it', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const admin = await newAdminPage(browser);
  const code = `aspen-cu-${suffix}`;
  const fiId = await createLender(admin, {
    name: `Aspen Credit Union ${suffix}`,
    code,
    type: 'Credit union',
    coverage: 'NCUA (credit union)',
  });
  // From the lender's page to its users.
  await admin.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/console/lenders/${fiId}/users$`));
  await admin.getByRole('link', { name: 'Add user' }).click();
  const newUser = `aspen-admin-${suffix}`;
  await admin.getByLabel(/^Username/).fill(newUser);
  await admin.getByLabel(/^Email/).fill(`${newUser}@aspen.example`);
  await admin.getByRole('checkbox', { name: 'Admin', exact: true }).check({ force: true });
  await admin.getByRole('button', { name: 'Add user' }).click();
  await expect(admin.getByRole('cell', { name: new RegExp(`^${newUser} `) })).toBeVisible();

  const temporary = await mailedTemporaryPassword(admin, `${newUser}@aspen.example`);
  const user = await (await browser.newContext()).newPage();
  const login = new LoginPage(user, 'lender');
  await login.goto();
  await login.signIn({ tenant: code, user: newUser, password: temporary });
  await expect(user).toHaveURL(/\/lender\/console\/change-password$/);
  await submitChangePassword(user, { current: temporary, next: chosenPassword });
  await expect(user).toHaveURL(/\/lender\/console\/dashboard$/);
  // The new lender's console is the new lender's: its name in the frame.
  await expect(user.getByText(`Aspen Credit Union ${suffix}`).first()).toBeVisible();
});

test('from the top-level Users page, an admin adds an embedder user by picking the embedder by name', async ({
  page,
}) => {
  await signInAdminOnce(page);
  await page.goto('/admin/console/users/new');
  await page.getByLabel('Realm').selectOption({ label: 'Embedder' });
  await page.getByLabel('Embedder', { exact: true }).selectOption({ label: 'Acme Auto Market' });
  const username = `acme-ops-${Date.now().toString(36)}`;
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Email/).fill(`${username}@acme.example`);
  await page.getByRole('checkbox', { name: 'Embedder admin' }).check({ force: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/admin\/console\/embedders\/1\/users$/);
  await expect(page.getByRole('cell', { name: new RegExp(`^${username} `) })).toBeVisible();
});
