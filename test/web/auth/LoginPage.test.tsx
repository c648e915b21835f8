// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from '../../../src/web/auth/AdminLoginPage';
import { LoginPage } from '../../../src/web/auth/LoginPage';
import { LoginError } from '../../../src/web/providers/authProvider';
import { getCookie } from '../../../src/web/providers/cookies';
import { currentPath, fakeAuthProvider, renderAdmin } from '../support/renderAdmin';
import { clearCookies } from '../tokens';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const emailInput = () => screen.getByLabelText('Correo electrónico');
const passwordInput = () => screen.getByLabelText('Contraseña', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

function renderLogin(authProvider = fakeAuthProvider(), onOAuthLeave = vi.fn()) {
  renderAdmin(<LoginPage onOAuthLeave={onOAuthLeave} />, { path: '/login', route: '/login', authProvider });
  return { authProvider, onOAuthLeave };
}

describe('sign-in form', () => {
  it('shows the validation messages of loginSchema and does not call the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { authProvider } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();

    await user.type(emailInput(), 'ana@');
    await user.type(passwordInput(), '12345');
    await user.click(submitButton());
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeTruthy();
    expect(authProvider.calls.login).toEqual([]);
  });

  it('signs in with the normalised e-mail and goes to /dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { authProvider } = renderLogin();
    await user.type(await screen.findByLabelText('Correo electrónico'), '  Admin@Demo.local ');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(authProvider.calls.login).toEqual([{ email: 'admin@demo.local', password: 'Demo1234' }]);
  });

  it('shows the server refusal in the user language', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin(
      fakeAuthProvider({
        login: async () => {
          throw new LoginError('Correo o contraseña incorrectos', 401, 'INVALID_CREDENTIALS');
        },
      }),
    );
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@demo.local');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Correo o contraseña incorrectos');
    expect((emailInput() as HTMLInputElement).disabled).toBe(false);
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin(
      fakeAuthProvider({
        login: async () => {
          throw new LoginError('Network Error');
        },
      }),
    );
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@demo.local');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos conectar con el servidor');
  });

  it('locks the inputs of a blocked user until another account is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin(
      fakeAuthProvider({
        login: async () => {
          throw new LoginError(
            'Tu usuario está bloqueado. Contacta a tu administrador.',
            403,
            'USER_BLOCKED',
          );
        },
      }),
    );
    await user.type(await screen.findByLabelText('Correo electrónico'), 'bloqueado@demo.local');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Tu usuario está bloqueado');
    expect((emailInput() as HTMLInputElement).disabled).toBe(true);
    expect((passwordInput() as HTMLInputElement).disabled).toBe(true);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Continuar con Google' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));
    expect((emailInput() as HTMLInputElement).disabled).toBe(false);
    expect((emailInput() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(await screen.findByLabelText('Contraseña', { selector: 'input' }), 'Secreta1');
    expect(passwordInput().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordInput().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordInput().getAttribute('type')).toBe('password');
  });

  it('sends a visitor who is already signed in to /dashboard', async () => {
    renderLogin(fakeAuthProvider({ checkAuth: async () => undefined }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('leaves for the provider through the API with the tenant, showing the wait', async () => {
    const user = userEvent.setup({ delay: null });
    const { onOAuthLeave } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Continuar con Microsoft' }));
    expect(onOAuthLeave).toHaveBeenCalledWith('/api/auth/microsoft/login/main');
    expect(screen.getByText('Conectando con Microsoft…').getAttribute('role')).toBe('status');
    expect(
      (screen.getByRole('button', { name: 'Continuar con Microsoft' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Continuar con Google' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('opens the forgot-password modal with the e-mail already typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@demo.local');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
    expect((dialog.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('ana@demo.local');
  });

  it('switches to English and keeps the choice in the language cookie', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(getCookie('bo_lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('admin sign-in', () => {
  it('is the same form under the administrative heading', async () => {
    renderAdmin(<AdminLoginPage />, { path: '/admin/login', route: '/admin/login' });
    expect(await screen.findByRole('heading', { name: 'Acceso administrativo' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al acceso general' }).getAttribute('href')).toBe('/login');
  });
});
