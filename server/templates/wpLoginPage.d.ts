export interface WpLoginView {
    storeName: string;
    siteUrl: string;
    redirectTo: string;
    username: string;
    error: string | null;
}
/** wp-login.php's login form (not the theme shell): `form#loginform`, #user_login, #user_pass, #wp-submit. */
export declare function wpLoginPage(v: WpLoginView): string;
