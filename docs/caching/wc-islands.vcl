#
# wc-islands.vcl: Varnish 7 in front of a WooCommerce store running the wc-islands plugin.
#
# One rule above all: a response is stored only when PHP says it may be, with
# `X-WC-Islands-Cache: shareable` (the same HTML for every guest) and no Set-Cookie. The plugin
# marks everything else `personal`, and a store without the plugin sends neither, so nothing of it
# is stored. Everything below only decides which requests may LOOK in the cache, and what they
# carry to PHP when they miss. docs/caching/README.md explains each rule; tests/wordpress/cache.spec.ts
# runs this file against WordPress and the plugin.
#
# Install: copy to /etc/varnish/default.vcl (or pass `-f`), set the backend below, and tell the
# plugin where Varnish listens (the `wc_islands_cache_purge_url` option or filter) so it purges.
#

vcl 4.1;

# std.ban() reports a malformed ban instead of failing silently; std.getenv() reads the debug switch.
import std;

# Where PHP (nginx/Apache + PHP-FPM, or any web server) answers. Varnish forwards the Host header
# unchanged, so WordPress builds its URLs for the address shoppers use.
backend default {
    .host = "127.0.0.1";
    .port = "8080";
    # A catalog page cold in PHP's caches can take seconds; a shopper waits rather than see a 503.
    .first_byte_timeout = 60s;
}

# Who may PURGE and BAN: the web server itself (the plugin sends them from PHP). Add the addresses
# of other web servers behind the same Varnish, never a public range.
acl wc_islands_purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # --- A second pass of the same request -------------------------------------------------------
    # PHP answered `personal` (or set a cookie) to this request with its cookies stripped
    # (vcl_deliver restarts it): ask PHP again with the shopper's own cookies, never storing the answer.
    if (req.restarts > 0) {
        if (req.http.X-WCI-Cookie) {
            set req.http.Cookie = req.http.X-WCI-Cookie;
            unset req.http.X-WCI-Cookie;
        }
        set req.http.X-WCI-Why = "pass: PHP answered personal without the shopper's cookies, asked again with them";
        return (pass);
    }
    # Headers this file uses for its own bookkeeping are never taken from the client.
    unset req.http.X-WCI-Cookie;
    unset req.http.X-WCI-Why;

    # Host names are case-insensitive: one cache entry for `Shop.example` and `shop.example`.
    if (req.http.Host) {
        set req.http.Host = std.tolower(req.http.Host);
    }

    # --- Purges, from the plugin (or an administrator on the same machine) ------------------------
    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ wc_islands_purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.method == "PURGE") {
            # One URL, every variant of it (gzip or not): the URL is normalised as a shopper's is
            # below, so a PURGE of `/product/x/?utm_source=y` also hits `/product/x/`.
            call wci_normalise_url;
            return (purge);
        }
        call wci_ban;
    }

    # --- What never uses the cache (goes to PHP as it came, cookies and all) --------------------
    # Only GET and HEAD read pages; POST (a no-JavaScript add to cart, a comment, the checkout) and
    # every other method go to PHP and nothing of their answer is stored.
    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-WCI-Why = "pass: method " + req.method;
        return (pass);
    }
    # HTTP authentication is per user.
    if (req.http.Authorization) {
        set req.http.X-WCI-Why = "pass: Authorization header";
        return (pass);
    }
    # WordPress's own screens and endpoints: the dashboard (admin-ajax.php is under /wp-admin/),
    # log-in, cron, sign-up, comment posting, XML-RPC.
    if (req.url ~ "^/wp-(admin/|login\.php|cron\.php|signup\.php|activate\.php|comments-post\.php|trackback\.php)" || req.url ~ "^/xmlrpc\.php") {
        set req.http.X-WCI-Why = "pass: WordPress admin or endpoint";
        return (pass);
    }
    # The REST API (the Store API's cart included), with pretty and plain permalinks.
    if (req.url ~ "^/wp-json(/|\?|$)" || req.url ~ "[?&]rest_route=") {
        set req.http.X-WCI-Why = "pass: REST API";
        return (pass);
    }
    # WooCommerce's actions in the query string: AJAX endpoints (`wc-ajax`, `wc-api`), the
    # no-JavaScript cart links (add, remove, undo, coupons, order again), downloads, the order-
    # received key; WordPress's previews, Customizer, nonces and held comments.
    if (req.url ~ "[?&](wc-ajax|wc-api|add-to-cart|remove_item|undo_item|removed_item|apply_coupon|remove_coupon|order_again|download_file|cancel_order|pay_for_order|preview|preview_id|preview_nonce|customize_changeset_uuid|customize_theme|_wpnonce|unapproved|moderation-hash|doing_wp_cron)=" || req.url ~ "[?&]key=wc_order_" || req.url ~ "^/wc-api/") {
        set req.http.X-WCI-Why = "pass: a WooCommerce or WordPress action in the URL";
        return (pass);
    }
    # Cart, checkout and my account (with their endpoints: order-received, order-pay, lost-password,
    # ...), as WooCommerce names them in English and in the languages it installs most often, with an
    # optional language prefix (/fr/panier/). EDIT this list when your pages have other slugs (Settings
    # > Advanced > Page setup). A page missing here is still never stored (PHP marks it personal), it
    # only costs one extra PHP request.
    if (req.url ~ "^(/[a-z]{2}(-[a-z]{2})?)?/(cart|checkout|my-account|basket|panier|commande|mon-compte|warenkorb|kasse|mein-konto|carrito|finalizar-compra|mi-cuenta|carrello|cassa|mio-account|winkelmand|afrekenen|mijn-account|carrinho|minha-conta)(/|\?|$)") {
        set req.http.X-WCI-Why = "pass: cart, checkout or account page";
        return (pass);
    }
    # A logged-in user (their name, the admin bar, their nonces), a visitor who opened a password-
    # protected post, or a recent commenter (WordPress fills in their name and email and shows their
    # held comment).
    if (req.http.Cookie ~ "(^|;\s*)(wordpress_logged_in_|wp-postpass_|comment_author_)") {
        set req.http.X-WCI-Why = "pass: logged in, post password or commenter cookie";
        return (pass);
    }
    # Static files: the web server serves them from disk faster than a round trip here would save,
    # and they carry no `X-WC-Islands-Cache` header, so they would never be stored anyway.
    if (req.url ~ "\.(css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp3|mp4|webm|pdf|zip|txt)(\?.*)?$") {
        set req.http.X-WCI-Why = "pass: static file";
        return (pass);
    }

    # --- Everything else may come from the cache -----------------------------------------------
    # Home, shop, category/tag/brand listings, product pages, blog and posts, searches, feeds.
    call wci_normalise_url;
    # All cookies go, cart cookies included (`woocommerce_items_in_cart`, `woocommerce_cart_hash`,
    # `wp_woocommerce_session_*`): the plugin's catalog HTML does not depend on them, and PHP must not
    # see them on a request whose answer may be stored. They are kept aside for one purpose: if PHP
    # answers `personal`, vcl_deliver asks again with them (see the restart above).
    if (req.http.Cookie) {
        set req.http.X-WCI-Cookie = req.http.Cookie;
        unset req.http.Cookie;
    }
    return (hash);
}

# Campaign parameters are removed from the URL before the cache and PHP see it: every ad click
# carries a unique `gclid` or `fbclid`, and keeping them would make each click a miss. The shopper's
# address bar keeps them, so WooCommerce's order attribution (sourcebuster, in the browser) still
# reads them; WordPress's own pages never read them.
sub wci_normalise_url {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_gl|srsltid)=[^&]*&?", "");
    # A `?` or `&` left at the end by the removal: `/shop/?utm_source=x` is `/shop/`.
    set req.url = regsub(req.url, "[?&]+$", "");
}

# BAN: invalidate many objects at once, by the plugin's tags or by a URL pattern, for the Host the
# request names. Bans test only `obj.*`, so Varnish's ban lurker applies them in the background.
sub wci_ban {
    if (req.http.Host !~ "^[a-z0-9.:\[\]-]+$") {
        return (synth(400, "BAN needs a plain Host"));
    }
    # `X-Ban-Tags: product-18 term-5 shop`: every page PHP tagged with one of them
    # (`X-WC-Islands-Tags`, kept as `,product-18,shop,` in X-WCI-Tags). Tags are plain words, so
    # nothing of a regex passes. std.ban() takes no quoting: no argument may hold a space or quote.
    if (req.http.X-Ban-Tags) {
        if (req.http.X-Ban-Tags !~ "^[a-z0-9_-]+( [a-z0-9_-]+)*$") {
            return (synth(400, "X-Ban-Tags: space-separated words of a-z 0-9 _ -"));
        }
        if (std.ban("obj.http.X-WCI-Host == " + req.http.Host + " && obj.http.X-WCI-Tags ~ ,(" + regsuball(req.http.X-Ban-Tags, " ", "|") + "),")) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }
    # `X-Ban-Url: ^/shop/`: a regular expression on the path and query (`.` bans the whole site).
    if (req.http.X-Ban-Url) {
        if (req.http.X-Ban-Url ~ {"["\s]"}) {
            return (synth(400, "X-Ban-Url: no quotes or spaces"));
        }
        if (std.ban("obj.http.X-WCI-Host == " + req.http.Host + " && obj.http.X-WCI-Url ~ " + req.http.X-Ban-Url)) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }
    return (synth(400, "BAN needs X-Ban-Tags or X-Ban-Url"));
}

# The cache key: path and query, host, and the scheme a TLS terminator in front reports, so the
# http:// and https:// pages (whose links differ) never replace each other. The plugin's PURGE
# sends the same X-Forwarded-Proto, so it finds the page.
sub vcl_hash {
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.X-Forwarded-Proto) {
        hash_data(req.http.X-Forwarded-Proto);
    } else {
        hash_data("http");
    }
    return (lookup);
}

sub vcl_hit {
    set req.http.X-WCI-Why = "hit";
    if (obj.ttl <= 0s) {
        # Past its TTL but within its grace: this copy goes out now, one background fetch renews it.
        set req.http.X-WCI-Why = "hit: stale within grace, refreshing in the background";
    }
}

sub vcl_miss {
    set req.http.X-WCI-Why = "miss";
}

sub vcl_pass {
    # A hit-for-pass: this URL answered `personal` a moment ago (vcl_backend_response), so this
    # request goes straight to PHP, with the shopper's own cookies given back.
    if (req.is_hitpass) {
        set req.http.X-WCI-Why = "pass: this URL answered personal lately (hit-for-pass)";
    }
    if (req.http.X-WCI-Cookie) {
        set req.http.Cookie = req.http.X-WCI-Cookie;
        unset req.http.X-WCI-Cookie;
    }
}

sub vcl_backend_fetch {
    # Bookkeeping stays here; PHP sees the request as the shopper sent it (less stripped cookies).
    unset bereq.http.X-WCI-Cookie;
    unset bereq.http.X-WCI-Why;
}

sub vcl_backend_response {
    # Text compresses 3-6x, and many web servers send it as is (PHP's built-in server always; nginx
    # gzips only text/html unless `gzip_types` says more): gzipped here, stored or passed alike,
    # static files included. Varnish adds `Vary: Accept-Encoding` and unzips for the rare client that
    # does not accept gzip. What the web server already encoded (gzip, br) is left as it is.
    if (!beresp.http.Content-Encoding && beresp.status != 206 && beresp.http.Content-Type ~ "^(text/(html|css|plain|xml|javascript)|application/(javascript|x-javascript|json|ld\+json|manifest\+json|xml|rss\+xml|atom\+xml)|image/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font/(ttf|otf)|application/vnd\.ms-fontobject)\b") {
        set beresp.do_gzip = true;
    }
    # A pass: delivered to the one who asked, never stored.
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A background refresh that fails keeps the stale copy rather than storing the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # THE RULE: stored only when PHP marked it shareable, set no cookie, and gave it a lifetime
    # (`Cache-Control: public, max-age=0, s-maxage=N`: N seconds here, 0 in browsers). Anything else
    # becomes a hit-for-pass for 60 s: the next requests for this URL go straight to PHP, with their
    # cookies (vcl_pass), rather than queue behind one another or be stripped of their cookies.
    if (beresp.http.X-WC-Islands-Cache != "shareable" || beresp.http.Set-Cookie || beresp.status >= 500 || beresp.ttl <= 0s || beresp.http.Vary == "*") {
        return (pass(60s));
    }
    # Kept with the object for BAN by URL pattern and by tag (removed before delivery).
    set beresp.http.X-WCI-Url = bereq.url;
    set beresp.http.X-WCI-Host = bereq.http.Host;
    set beresp.http.X-WCI-Tags = "," + regsuball(std.tolower(beresp.http.X-WC-Islands-Tags), "[\s,]+", ",") + ",";
    # Grace: for an hour past its TTL a page is still served at once while one background fetch
    # renews it. A PURGE or BAN removes it for good: grace never brings back a purged price.
    set beresp.grace = 1h;
    return (deliver);
}

sub vcl_deliver {
    # The shopper's cookies were stripped and PHP's answer was not storable (`personal`, or it set a
    # cookie such as a new session that would replace theirs): that answer was made for a cookieless
    # visitor, not for them. Ask once more, with their cookies (vcl_recv, restarts > 0).
    if (req.http.X-WCI-Cookie && obj.uncacheable && req.restarts == 0) {
        return (restart);
    }
    if (req.http.X-WCI-Why == "miss" && obj.uncacheable) {
        set req.http.X-WCI-Why = "miss: not stored (not marked shareable, or it set a cookie)";
    }
    # The tags and URL are for bans only.
    unset resp.http.X-WCI-Url;
    unset resp.http.X-WCI-Host;
    unset resp.http.X-WCI-Tags;
    unset resp.http.X-WC-Islands-Tags;
    # Only this cache receives the plugin's purges: no shared cache after it (a CDN) may keep the page.
    if (resp.http.X-WC-Islands-Cache == "shareable") {
        set resp.http.Cache-Control = regsuball(resp.http.Cache-Control, ",\s*s-maxage=[0-9]+|s-maxage=[0-9]+,?\s*", "");
    }
    # Tests and benchmarks start varnishd with WC_ISLANDS_VARNISH_DEBUG=1 in its environment:
    # every answer then says how it was served and why.
    if (std.getenv("WC_ISLANDS_VARNISH_DEBUG") == "1") {
        set resp.http.X-WC-Islands-Debug = req.http.X-WCI-Why;
    }
}
