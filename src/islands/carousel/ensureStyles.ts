import { injectStylesheet } from '../../island-kit/injectStylesheet.ts';

const STYLE_ID = 'wc-islands-carousel-css';

/**
 * The overlay's look: black (spec s9), the image fitted above a 64 px info bar (contract s1.8), details
 * and comments below it in the same scrolling layer. Our own class names: Jetpack's stylesheet, if
 * still enqueued, styles its own skeleton and cannot reach into this one. Sides are logical
 * (inline-start/end), so a right-to-left page mirrors it: previous on the right, close on the left.
 */
const CSS = `.wci-carousel{position:fixed;inset:0;z-index:100000;background:#000;color:#e6e6e6;overflow-y:auto;overscroll-behavior:contain;font:15px/1.5 system-ui,sans-serif;text-align:start}
.wci-carousel *{box-sizing:border-box}
.wci-carousel a{color:#9fd3ff}
.wci-carousel :focus-visible{outline:2px solid #fff;outline-offset:2px}
.wci-carousel__stage{position:relative;height:calc(100vh - 64px);height:calc(100dvh - 64px)}
.wci-carousel__viewport{overflow:hidden;height:100%}
.wci-carousel__track{display:flex;height:100%;touch-action:pan-y pinch-zoom}
.wci-carousel__slide{flex:0 0 100%;min-width:0;display:flex;align-items:center;justify-content:center}
.wci-carousel__slide img{display:block;max-width:100%;max-height:100%;width:auto;height:auto;object-fit:contain;user-select:none;-webkit-user-drag:none}
.wci-carousel__button{position:absolute;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;margin:0;border:1px solid rgba(255,255,255,.5);border-radius:50%;background:rgba(0,0,0,.6);color:#fff;font:24px/1 system-ui,sans-serif;cursor:pointer}
.wci-carousel__close{position:fixed;top:12px;inset-inline-end:12px;z-index:2}
.wci-carousel__prev{inset-inline-start:12px;top:50%;transform:translateY(-50%)}
.wci-carousel__next{inset-inline-end:12px;top:50%;transform:translateY(-50%)}
.wci-carousel__bar{display:flex;align-items:center;gap:16px;min-height:64px;padding:8px 16px;border-top:1px solid #333}
.wci-carousel__bar h2{margin:0;font-size:16px;font-weight:600;color:#fff}
.wci-carousel__bullets{display:flex;gap:2px}
.wci-carousel__bullet{width:24px;height:24px;padding:0;border:0;background:none;cursor:pointer;display:flex;align-items:center;justify-content:center}
.wci-carousel__bullet::before{content:"";width:10px;height:10px;border-radius:50%;background:#777}
.wci-carousel__bullet[aria-current="true"]::before{background:#fff}
.wci-carousel__counter{white-space:nowrap;color:#ccc}
.wci-carousel__details{display:grid;gap:24px;max-width:1100px;margin:0 auto;padding:16px 16px 48px}
@media (min-width:761px){.wci-carousel__details{grid-template-columns:1fr 1fr}}
.wci-carousel__details h3{margin:0 0 8px;font-size:15px;color:#fff}
.wci-carousel__exif{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:8px;margin:12px 0}
.wci-carousel__exif dt{font-size:12px;text-transform:uppercase;color:#b3b3b3}
.wci-carousel__exif dd{margin:0}
.wci-carousel__comments{margin:0 0 16px;padding:0;list-style:none}
.wci-carousel__comment{display:flex;gap:12px;padding:12px 0;border-bottom:1px solid #333}
.wci-carousel__comment-meta{font-size:13px;color:#b3b3b3}
.wci-carousel__form label{display:block;margin:8px 0 2px}
.wci-carousel__form input,.wci-carousel__form textarea{width:100%;padding:8px;border:1px solid #666;border-radius:4px;background:#111;color:#fff;font:inherit}
.wci-carousel__form textarea{min-height:80px}
.wci-carousel__form fieldset{margin:0;padding:0;border:0}
.wci-carousel__submit{margin-top:12px;padding:8px 16px;border:0;border-radius:4px;background:#fff;color:#000;font:inherit;cursor:pointer}
.wci-carousel__submit:disabled{opacity:.6;cursor:default}
.wci-carousel__spinner{display:inline-block;width:18px;height:18px;margin-inline-start:12px;vertical-align:middle;border:2px solid #777;border-top-color:#fff;border-radius:50%;animation:wci-carousel-spin .8s linear infinite}
@keyframes wci-carousel-spin{to{transform:rotate(360deg)}}
.wci-carousel__error{color:#ffb3b3}
.wci-carousel__success{color:#b3ffc6}
.wci-carousel__sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/** Adds the carousel's stylesheet once per document. */
export function ensureStyles(doc: Document): void {
  injectStylesheet(doc, STYLE_ID, CSS);
}
