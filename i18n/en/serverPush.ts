/** Browser notifications: validation texts of a subscription and its errors. */
export const validationPush = {
  endpoint:
    'The push service address is not valid: it must be https (http only on this machine outside production)',
  p256dh: 'The browser’s public key (p256dh) is not valid',
  auth: 'The browser’s authentication secret (auth) is not valid',
} as const;

export const pushServer = {
  subscriptionNotFound: 'This device has no active notifications for your user',
  endpointTaken: 'This device already receives notifications for another account; turn them on again',
} as const;
