export function AuthScreen() {
  return <div>Sign in</div>;
}
