// Hands the provider's answer (in this page's address) back to keycloak-js in the parent window.
parent.postMessage(location.href, location.origin);
