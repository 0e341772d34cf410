#
# The CONTROL for the real-store measurements (scripts/real-store/varnish.ts start --control): a store
# without wc-islands cached as WooCommerce's caching guide says. Not shipped; docs/caching/wc-islands.vcl
# is the one to use.
#
# WooCommerce's guide: never cache the cart, checkout and my account pages, nor `?add-to-cart=`, and
# bypass the cache for any request carrying `woocommerce_items_in_cart`, `woocommerce_cart_hash` or
# `wp_woocommerce_session_*` (so once a guest adds one thing, every page they see comes from PHP:
# woocommerce/woocommerce#44084). Everything else for guests is cached for 10 minutes unless PHP
# sets a cookie or says private/no-store/no-cache (Varnish's built-in rules).
#

vcl 4.1;

backend default {
    .host = "127.0.0.1";
    .port = "8080";
    .first_byte_timeout = 60s;
}

sub vcl_recv {
    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-WCI-Why = "pass: method";
        return (pass);
    }
    if (req.url ~ "^/(cart|checkout|my-account)(/|\?|$)" || req.url ~ "[?&](add-to-cart|wc-ajax|wc-api)=" || req.url ~ "^/wp-(admin|login|json)" || req.url ~ "[?&]rest_route=") {
        set req.http.X-WCI-Why = "pass: WooCommerce page or endpoint";
        return (pass);
    }
    if (req.http.Cookie ~ "(woocommerce_items_in_cart|woocommerce_cart_hash|wp_woocommerce_session_|wordpress_logged_in_)") {
        set req.http.X-WCI-Why = "pass: cart or login cookie (WooCommerce's guide)";
        return (pass);
    }
    if (req.url ~ "\.(css|js|png|jpe?g|gif|webp|svg|ico|woff2?)(\?.*)?$") {
        set req.http.X-WCI-Why = "pass: static file";
        return (pass);
    }
    unset req.http.Cookie;
    return (hash);
}

sub vcl_hit {
    set req.http.X-WCI-Why = "hit";
}

sub vcl_miss {
    set req.http.X-WCI-Why = "miss";
}

sub vcl_backend_response {
    if (!beresp.http.Cache-Control) {
        set beresp.ttl = 10m;
    }
}

sub vcl_deliver {
    set resp.http.X-WC-Islands-Debug = req.http.X-WCI-Why;
}
