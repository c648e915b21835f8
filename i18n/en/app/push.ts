/** UI texts: the invitation to receive browser notifications. */
export const push = {
  prompt: {
    title: 'Receive notifications?',
    body: 'We’ll let you know when your orders change, even when this tab is closed.',
    decline: 'No, thanks',
    accept: 'Yes, turn on',
  },
} as const;
