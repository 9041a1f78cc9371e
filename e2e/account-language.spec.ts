import { allowTime, expect, expectNoSeriousA11yViolations, expectToast, signIn, test } from './fixtures';

/* Issue 25 §3 and §4: a subcontractor's own password, and the app in Spanish. */

const SHOTS = 'shots';

test.describe("the subcontractor's account and language", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a subcontractor changes their password from the account menu and signs in with it', async ({
    page,
  }) => {
    allowTime(180_000);
    const newPassword = 'Siding-Crew-42!';
    await signIn(page, 'subcontractor');
    const account = page.getByRole('button', { name: /Welcome Luis Ortega/ });
    await expect(account).toBeVisible({ timeout: 30_000 });
    await account.click();
    await page.getByRole('button', { name: 'Change Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByText('At least 8 characters')).toBeVisible();
    // a weak password is refused before anything is sent
    await dialog.getByLabel('New Password').fill('password');
    await dialog.getByLabel('Confirm Password').fill('password');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      dialog.getByText(/Please specify stronger password\. Current complexity: \d+ %/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/change-password-1366.png` });

    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByLabel('Confirm Password').fill(newPassword);
    await expectToast(page, 'Password changed successfully', () =>
      dialog.getByRole('button', { name: 'Change Password' }).click(),
    );
    await expect(dialog).toBeHidden();
    // still signed in
    await expect(account).toBeVisible();

    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    // the old password no longer signs in, the new one does
    await signIn(page, 'subcontractor', 'demo1234', { refused: true });
    await expect(
      page.getByText('Validation Error! The email or password you entered is incorrect.'),
    ).toBeVisible({ timeout: 15_000 });
    await signIn(page, 'subcontractor', newPassword);
    await expect(page.getByRole('button', { name: /Welcome Luis Ortega/ })).toBeVisible({ timeout: 30_000 });
  });

  test('the work-log screen in Spanish: chosen at sign-in, remembered, axe-clean', async ({ page }) => {
    allowTime(180_000);
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/login-es-1366.png` });

    await page.getByLabel('Correo electrónico').fill('subcontractor@example.com');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('button', { name: /Hola, Luis Ortega/ })).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Registros de trabajo' })
      .click();

    await expect(page.getByRole('heading', { name: 'Registros de trabajo', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('columnheader', { name: /Tipo de trabajo/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/Mostrando 1 a \d+ de \d+ registros/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/work-logs-es-1366.png` });

    // the create dialog
    await page.getByRole('button', { name: 'Crear registro', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear registros de trabajo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Seleccione una obra para poder guardar los nuevos registros de trabajo.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/work-log-create-es-1366.png` });

    // a row's selects show their whole text, "Seleccione..." beside the invalid mark and the longest choice chosen
    // (the row's columns cut them to "Seleccione" and "Partially Complet" at 1366x768)
    await page
      .getByRole('dialog', { name: 'No hay obra seleccionada' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await dialog.getByRole('combobox', { name: /^Obra/ }).fill('Brookfield Ridge Homes');
    await page
      .getByRole('option', { name: /Brookfield Ridge Homes/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const selects = dialog.getByRole('group', { name: 'Fila 1' }).locator('select');
    await expect(selects).toHaveCount(3);
    await expect(selects.first()).toHaveClass(/is-invalid/);
    const room = (widest: boolean) =>
      selects.evaluateAll(
        (elements, widest) =>
          (elements as HTMLSelectElement[]).map((select) => {
            const style = getComputedStyle(select);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const texts = widest ? [...select.options].map((o) => o.text) : [select.selectedOptions[0].text];
            const needed = Math.max(...texts.map((text) => context.measureText(text).width));
            // chosen, a select has no invalid mark: its right padding is the chevron's alone (2.25rem)
            const right = widest ? 36 : parseFloat(style.paddingRight);
            return select.clientWidth - parseFloat(style.paddingLeft) - right - needed;
          }),
        widest,
      );
    for (const spare of [...(await room(false)), ...(await room(true))])
      expect(spare).toBeGreaterThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Cambios sin guardar' })
      .getByRole('button', { name: 'Descartar cambios' })
      .click();
    await expect(dialog).toBeHidden();

    // remembered in this browser: a reload stays in Spanish
    await page.reload();
    await expect(page.getByRole('button', { name: /Hola, Luis Ortega/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page.getByRole('columnheader', { name: /Tipo de trabajo/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: `${SHOTS}/work-logs-es-1920.png` });

    await expect(
      page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Grupos de usuarios' }),
    ).toBeVisible();

    // the account menu in Spanish, then back to English from it
    await page.getByRole('button', { name: /Hola, Luis Ortega/ }).click();
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/account-menu-es-1920.png` });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Work Logs', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the office in Spanish: chosen in the account menu, every screen and the calendar follow', async ({
    page,
  }) => {
    allowTime(180_000);
    await signIn(page, 'staff');
    const account = page.getByRole('button', { name: /Welcome Sam Rivera/ });
    await expect(account).toBeVisible({ timeout: 30_000 });
    await account.click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });

    // the job schedule: the app's texts, and the calendar's own month and day names
    await menu.getByRole('link', { name: 'Calendario de obras' }).click();
    await expect(page.getByRole('heading', { name: 'Calendario de obras', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Estado de facturación sin especificar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hoy' })).toBeVisible({ timeout: 30_000 });
    const month = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(page.getByRole('heading', { name: month })).toBeVisible();
    // weeks still start on Sunday, as the month's entries are asked for
    await expect(page.getByRole('columnheader').first()).toContainText('domingo');
    await expect(page.locator('.schedule-calendar a[href^="/jobs/"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/job-schedule-es-1366.png` });

    // a list of another area (its columns, its toolbar) and a job's order tab
    await menu.getByRole('link', { name: 'Órdenes de reparación', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Órdenes de reparación', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('columnheader', { name: /Fecha de solicitud/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/Mostrando 1 a \d+ de \d+ registros/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/jobs/1001/workOrder');
    await expect(page.getByRole('heading', { name: 'Orden de trabajo', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Guardar' }).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/work-order-es-1366.png` });
  });
});
