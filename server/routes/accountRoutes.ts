import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { saveCustomerAttribution } from '../attribution/orderAttributionStore.ts';
import { readPostedAttribution } from '../attribution/readPostedAttribution.ts';
import { flashNotices, loadShopper } from '../http/loadShopper.ts';
import { logIn, logOut, safeRedirect } from '../http/loginUser.ts';
import type { Notice } from '../http/notices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import { layout } from '../templates/layout.ts';
import {
  accountDashboard, accountPaths, editAccountPage, editBillingAddressPage, loginAndRegisterForms, lostPasswordConfirmation, lostPasswordForm, myAccountArticle,
  passwordStrengthGlobals,
} from '../templates/myAccountPage.ts';
import { addressScriptGlobals } from '../templates/addressGlobals.ts';
import { formField } from '../templates/formField.ts';
import { paths } from '../templates/urls.ts';
import { checkoutFields } from '../store/checkoutFields.ts';
import { wpLoginPage } from '../templates/wpLoginPage.ts';
import { createNonce, verifyNonce } from '../util/nonce.ts';
import { buildPageContext, nonceUid, requestUrl, sendPage, sendRedirect } from './pageContext.ts';

const LOGOUT_PATH = '/my-account/customer-logout/';

function field(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

const ACCOUNT_BODY_CLASSES = ['wp-singular', 'page-template-default', 'page', 'page-id-9', 'woocommerce-account', 'woocommerce-page'];

interface AccountPage {
  inner: string;
  /** Prints the strength meter's globals, as WooCommerce enqueues it there. */
  strengthMeter: boolean;
  /** Prints country-select's and address-i18n's globals (an address form). */
  addressForm?: boolean;
  bodyClasses?: readonly string[];
}

/** The my account page around one endpoint's markup. */
function sendAccountPage(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState, page: AccountPage): FastifyReply {
  const ctx = buildPageContext(services, request, state);
  const footerMarkup = (page.strengthMeter ? passwordStrengthGlobals() : '') + (page.addressForm === true ? addressScriptGlobals() : '');
  return sendPage(reply, state, layout(ctx, {
    title: 'My account', breadcrumb: [{ label: 'My account' }], main: myAccountArticle(page.inner), storePage: true,
    bodyClasses: [...ACCOUNT_BODY_CLASSES, ...(page.bodyClasses ?? [])],
    ...(footerMarkup === '' ? {} : { footerMarkup }),
  }));
}

function logoutUrl(services: AppServices, state: ShopperState): string {
  return `${state.siteUrl}${LOGOUT_PATH}?_wpnonce=${createNonce(services.secret, 'customer-logout', nonceUid(state))}`;
}

function renderAccount(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState, prefill = { username: '', email: '' }): FastifyReply {
  const uid = nonceUid(state);
  // Registration asks for a password (woocommerce_registration_generate_password = no): the meter is on for guests.
  const inner = state.user === null
    ? loginAndRegisterForms({
      ...prefill,
      loginNonce: createNonce(services.secret, 'woocommerce-login', uid),
      registerNonce: createNonce(services.secret, 'woocommerce-register', uid),
    })
    : accountDashboard(state.siteUrl, state.user, logoutUrl(services, state));
  return sendAccountPage(services, request, reply, state, { inner, strengthMeter: state.user === null });
}

/** WC_Shortcode_My_Account::lost_password: the form, or the confirmation after a request. */
function renderLostPassword(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState): FastifyReply {
  const sent = requestUrl(request).searchParams.get('reset-link-sent') === 'true';
  const inner = sent ? lostPasswordConfirmation() : lostPasswordForm(createNonce(services.secret, 'lost_password', nonceUid(state)));
  return sendAccountPage(services, request, reply, state, { inner, strengthMeter: true, bodyClasses: ['woocommerce-lost-password'] });
}

/** WC_Form_Handler::process_lost_password; the demo sends no email, and says it did for any account name. */
function handleLostPassword(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const state = loadShopper(services, request);
  const body = request.body;
  if (!verifyNonce(services.secret, 'lost_password', nonceUid(state), field(body, 'woocommerce-lost-password-nonce'))) state.notices = [{ kind: 'error', code: 'bad_nonce' }];
  else if (field(body, 'user_login').trim() === '') state.notices = [{ kind: 'error', code: 'invalid_username' }];
  else return sendRedirect(reply, state, `${accountPaths.lostPassword}?reset-link-sent=true`);
  return renderLostPassword(services, request, reply, state);
}

function renderEditAccount(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState): FastifyReply {
  const user = state.user;
  if (user === null) return sendRedirect(reply, state, paths.myAccount);
  const inner = editAccountPage(state.siteUrl, logoutUrl(services, state), {
    nonce: createNonce(services.secret, 'save_account_details', nonceUid(state)),
    firstName: services.users.meta(user.id, 'first_name') ?? '', lastName: services.users.meta(user.id, 'last_name') ?? '',
    displayName: user.displayName, email: user.email,
  });
  return sendAccountPage(services, request, reply, state, { inner, strengthMeter: true, bodyClasses: ['woocommerce-edit-account'] });
}

/** WC_Form_Handler::save_account_details: names, and a new password when the current one is right and both match. */
function handleEditAccount(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const state = loadShopper(services, request);
  const user = state.user;
  if (user === null) return sendRedirect(reply, state, paths.myAccount);
  const body = request.body;
  const [current, next, confirm] = [field(body, 'password_current'), field(body, 'password_1'), field(body, 'password_2')];
  const notices: Notice[] = [];
  if (!verifyNonce(services.secret, 'save_account_details', nonceUid(state), field(body, 'save-account-details-nonce'))) notices.push({ kind: 'error', code: 'bad_nonce' });
  else if ((current || next || confirm) && services.users.authenticate(user.login, current) === undefined) notices.push({ kind: 'error', code: 'password_current_wrong' });
  else if (next !== confirm) notices.push({ kind: 'error', code: 'passwords_mismatch' });
  if (notices.length > 0) {
    state.notices = notices;
    return renderEditAccount(services, request, reply, state);
  }
  services.users.setMeta(user.id, 'first_name', field(body, 'account_first_name').trim());
  services.users.setMeta(user.id, 'last_name', field(body, 'account_last_name').trim());
  if (next !== '') services.users.setPassword(user.id, next);
  flashNotices(state, [{ kind: 'success', code: 'account_saved' }]);
  return sendRedirect(reply, state, paths.myAccount);
}

/** WC_Form_Handler::process_login / process_registration, then Post/Redirect/Get. */
function handleAccountPost(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const state = loadShopper(services, request);
  const body = request.body;
  const uid = nonceUid(state);
  const notices: Notice[] = [];
  if (field(body, 'login') !== '') {
    if (!verifyNonce(services.secret, 'woocommerce-login', uid, field(body, 'woocommerce-login-nonce'))) notices.push({ kind: 'error', code: 'bad_nonce' });
    else {
      const user = services.users.authenticate(field(body, 'username').trim(), field(body, 'password'));
      if (user === undefined) notices.push({ kind: 'error', code: 'login_failed' });
      else logIn(services, state, user, field(body, 'rememberme') === 'forever');
    }
  } else if (field(body, 'register') !== '') {
    if (!verifyNonce(services.secret, 'woocommerce-register', uid, field(body, 'woocommerce-register-nonce'))) notices.push({ kind: 'error', code: 'bad_nonce' });
    else {
      const result = services.users.register(field(body, 'email').trim(), field(body, 'password'));
      if ('error' in result) {
        const code = result.error.includes('already') ? 'email_taken' : result.error.includes('password') ? 'weak_password' : 'invalid_email';
        notices.push({ kind: 'error', code });
      } else {
        // WooCommerce's user_register hook: the register form's attribution inputs become customer meta.
        saveCustomerAttribution(services.users, result.id, readPostedAttribution(body));
        logIn(services, state, result, false);
        notices.push({ kind: 'success', code: 'registered' });
      }
    }
  }
  if (notices.some((n) => n.kind === 'error')) {
    state.notices = notices;
    return renderAccount(services, request, reply, state, { username: field(body, 'username'), email: field(body, 'email') });
  }
  flashNotices(state, notices);
  return sendRedirect(reply, state, paths.myAccount);
}

/** The billing address as saved (user meta `billing_*`), the country defaulting to the store's. */
function savedBilling(services: AppServices, userId: number): (key: string) => string {
  return (key) => services.users.meta(userId, `billing_${key}`) ?? (key === 'country' ? 'US' : '');
}

/** WC_Shortcode_My_Account::edit_address for the billing address. */
function renderEditAddress(services: AppServices, request: FastifyRequest, reply: FastifyReply, state: ShopperState): FastifyReply {
  const user = state.user;
  if (user === null) return sendRedirect(reply, state, paths.myAccount);
  const saved = savedBilling(services, user.id);
  const country = saved('country');
  const fields = checkoutFields('billing', country).map((f) => formField('billing', f, saved(f.key), country, false)).join('');
  const inner = editBillingAddressPage(state.siteUrl, logoutUrl(services, state), fields, createNonce(services.secret, 'woocommerce-edit_address', nonceUid(state)));
  return sendAccountPage(services, request, reply, state, { inner, strengthMeter: false, addressForm: true, bodyClasses: ['woocommerce-edit-address'] });
}

/** WC_Form_Handler::save_address (the demo checks the nonce only, not each field). */
function handleEditAddress(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const state = loadShopper(services, request);
  const user = state.user;
  if (user === null) return sendRedirect(reply, state, paths.myAccount);
  if (!verifyNonce(services.secret, 'woocommerce-edit_address', nonceUid(state), field(request.body, 'woocommerce-edit-address-nonce'))) {
    state.notices = [{ kind: 'error', code: 'bad_nonce' }];
    return renderEditAddress(services, request, reply, state);
  }
  const country = field(request.body, 'billing_country') || 'US';
  for (const f of checkoutFields('billing', country)) services.users.setMeta(user.id, `billing_${f.key}`, field(request.body, `billing_${f.key}`).trim());
  flashNotices(state, [{ kind: 'success', code: 'address_saved' }]);
  return sendRedirect(reply, state, accountPaths.editBillingAddress);
}

export function registerAccountRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(paths.myAccount, (request, reply) => renderAccount(services, request, reply, loadShopper(services, request)));
  app.post(paths.myAccount, (request, reply) => handleAccountPost(services, request, reply));
  app.get(accountPaths.lostPassword, (request, reply) => renderLostPassword(services, request, reply, loadShopper(services, request)));
  app.post(accountPaths.lostPassword, (request, reply) => handleLostPassword(services, request, reply));
  app.get(accountPaths.editAccount, (request, reply) => renderEditAccount(services, request, reply, loadShopper(services, request)));
  app.post(accountPaths.editAccount, (request, reply) => handleEditAccount(services, request, reply));
  app.get(accountPaths.editBillingAddress, (request, reply) => renderEditAddress(services, request, reply, loadShopper(services, request)));
  app.post(accountPaths.editBillingAddress, (request, reply) => handleEditAddress(services, request, reply));

  app.get(LOGOUT_PATH, (request, reply) => {
    const state = loadShopper(services, request);
    if (state.user !== null && verifyNonce(services.secret, 'customer-logout', nonceUid(state), requestUrl(request).searchParams.get('_wpnonce'))) {
      logOut(services, state);
      flashNotices(state, [{ kind: 'success', code: 'logged_out' }]);
    }
    return sendRedirect(reply, state, paths.myAccount);
  });

  app.get('/wp-login.php', (request, reply) => {
    const state = loadShopper(services, request);
    const redirectTo = requestUrl(request).searchParams.get('redirect_to') ?? `${state.siteUrl}/wp-admin/`;
    if (state.user !== null) return sendRedirect(reply, state, safeRedirect(redirectTo, state.siteUrl, '/'));
    const html = wpLoginPage({ storeName: services.catalogue.option('blogname') ?? '', siteUrl: state.siteUrl, redirectTo, username: '', error: null });
    return reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private').send(html);
  });

  app.post('/wp-login.php', (request, reply) => {
    const state = loadShopper(services, request);
    const body = request.body;
    const redirectTo = field(body, 'redirect_to');
    const user = services.users.authenticate(field(body, 'log').trim(), field(body, 'pwd'));
    if (user === undefined) {
      const html = wpLoginPage({
        storeName: services.catalogue.option('blogname') ?? '', siteUrl: state.siteUrl, redirectTo, username: field(body, 'log'),
        error: '<strong>Error:</strong> The username or password you entered is incorrect.',
      });
      return reply.status(200).type('text/html; charset=UTF-8').send(html);
    }
    logIn(services, state, user, field(body, 'rememberme') === 'forever');
    return sendRedirect(reply, state, safeRedirect(redirectTo, state.siteUrl, '/'));
  });
}
