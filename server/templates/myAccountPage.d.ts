import type { User } from '../store/createUsers.ts';
export interface AccountForms {
    loginNonce: string;
    registerNonce: string;
    username: string;
    email: string;
}
/** templates/myaccount/form-login.php v6 with registration on (reference s7.8). */
export declare function loginAndRegisterForms(f: AccountForms): string;
/** templates/myaccount/navigation.php + dashboard.php. */
export declare function accountDashboard(siteUrl: string, user: User, logoutUrl: string): string;
export declare function myAccountArticle(inner: string): string;
