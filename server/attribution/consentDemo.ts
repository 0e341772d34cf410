import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestUrl } from '../routes/pageContext.ts';

/** Set while the demo consent manager is on, so it follows the visitor from page to page. */
export const CONSENT_DEMO_COOKIE = 'wc_islands_demo_consent';

/** The WP Consent API's own cookies: `wp_consent_{category}` = 'allow' | 'deny'. */
const CATEGORIES = ['statistics', 'marketing'] as const;

type Switch = 'denied' | 'granted' | 'off';

function asked(request: FastifyRequest): Switch | undefined {
  const value = requestUrl(request).searchParams.get('consent');
  return value === 'denied' || value === 'granted' || value === 'off' ? value : undefined;
}

/**
 * A stand-in for the WP Consent API plugin (opt-in, as in the EU): `wp_has_consent` reads the
 * `wp_consent_{category}` cookies, `wp_set_consent` writes one and fires `wp_listen_for_consent_change`
 * with the API's detail (an Array carrying the category as a named key). Runs before the islands' module.
 */
export const CONSENT_API_STUB = `<script id="wp-consent-api-demo-js">
(function () {
	function read(name) {
		var parts = document.cookie ? document.cookie.split('; ') : [];
		for (var i = 0; i < parts.length; i++) if (parts[i].indexOf(name + '=') === 0) return parts[i].slice(name.length + 1);
		return '';
	}
	window.wp_consent_type = 'optin';
	window.wp_has_consent = function (category) {
		return category === 'functional' || read('wp_consent_' + category) === 'allow';
	};
	window.wp_set_consent = function (category, value) {
		document.cookie = 'wp_consent_' + category + '=' + value + '; path=/; SameSite=Lax';
		var detail = [];
		detail[category] = value;
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: detail }));
	};
})();
</script>
`;

/** The demo consent manager's banner: with it a visitor can grant consent later, without a reload. */
function consentBanner(granted: boolean): string {
  return `<aside id="demo-consent" class="demo-consent" aria-label="Cookie consent (demo)" style="padding: 0.5em 1em; background: #f5f5f5; border-bottom: 1px solid #ddd;">
	<p>Demo consent manager: marketing and statistics cookies are <strong data-consent-state>${granted ? 'allowed' : 'denied'}</strong>.</p>
	<button type="button" class="button" data-consent="allow">Allow tracking cookies</button>
	<button type="button" class="button" data-consent="deny">Deny tracking cookies</button>
</aside>
<script>
(function () {
	var banner = document.getElementById('demo-consent');
	var state = banner.querySelector('[data-consent-state]');
	banner.addEventListener('click', function (event) {
		var button = event.target.closest('[data-consent]');
		if (!button) return;
		var value = button.getAttribute('data-consent');
		window.wp_set_consent('statistics', value);
		window.wp_set_consent('marketing', value);
		state.textContent = value === 'allow' ? 'allowed' : 'denied';
	});
})();
</script>
`;
}

function cookieLines(value: Switch): string[] {
  if (value === 'off') {
    return [CONSENT_DEMO_COOKIE, ...CATEGORIES.map((c) => `wp_consent_${c}`)].map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
  }
  const consent = value === 'granted' ? 'allow' : 'deny';
  return [`${CONSENT_DEMO_COOKIE}=1; Path=/; SameSite=Lax`, ...CATEGORIES.map((c) => `wp_consent_${c}=${consent}; Path=/; SameSite=Lax`)];
}

function isHtml(reply: FastifyReply): boolean {
  return /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * The demo's consent switch (any HTML page): `?consent=denied` or `?consent=granted` turns the
 * stand-in consent manager on with that answer, `?consent=off` removes it. Only pages of a visitor
 * who asked for it carry the stub and its banner: without a consent API, consent is assumed (spec s4).
 */
export function registerConsentDemo(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const value = asked(request);
    if (value !== undefined) reply.header('set-cookie', cookieLines(value));
    const on = value === undefined ? request.cookies[CONSENT_DEMO_COOKIE] === '1' : value !== 'off';
    if (!on || typeof payload !== 'string' || !isHtml(reply)) return payload;
    const granted = value === undefined ? request.cookies['wp_consent_marketing'] === 'allow' : value === 'granted';
    // The banner goes first in the body: the store notice is fixed to the bottom of the window.
    return payload.replace('</head>', () => `${CONSENT_API_STUB}</head>`).replace(/<body[^>]*>/, (body) => `${body}\n${consentBanner(granted)}`);
  });
}
