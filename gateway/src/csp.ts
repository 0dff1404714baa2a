// The security policy the gateway sends with pages and API answers (helmet, ./gateway.ts).

// What the web app loads, and from where: its own origin (shell, module federation remotes, the pdf.js worker,
// the socket.io connection), Stripe.js (script, frames, API), Google sign-in (script, frames, style, token check),
// data: and blob: images (logos, photo previews). MUI/emotion inject <style> elements, hence 'unsafe-inline' for
// styles only; no inline script is allowed.
export function contentSecurityPolicy(publicUrl?: string): Record<string, string[] | null> {
  const socketOrigins: string[] = [];
  if (publicUrl) {
    const u = new URL(publicUrl);
    socketOrigins.push(`${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', 'https://accounts.google.com/gsi/client'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://*.googleusercontent.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...socketOrigins,
      'https://api.stripe.com',
      'https://accounts.google.com/gsi/',
      'https://www.googleapis.com',
    ],
    frameSrc: [
      "'self'",
      'blob:',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://accounts.google.com/gsi/',
    ],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // the app may be served over plain http on a LAN: upgrading would break it; HTTPS deployments set PUBLIC_URL
    upgradeInsecureRequests: publicUrl?.startsWith('https:') ? [] : null,
  };
}
