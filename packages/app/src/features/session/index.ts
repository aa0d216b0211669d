export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
