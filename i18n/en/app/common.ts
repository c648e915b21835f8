import type { AppShape } from '../../shape';

/**
 * Shared UI texts: confirmation dialog, back button, cookie banner and the cookie and privacy
 * policies. In the policies a blank line separates paragraphs and a line starting with "- " is a
 * list item.
 */
export const common: AppShape['common'] = {
  confirm: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    processing: 'Processing...',
    error: 'The action could not be completed. Please try again.',
  },
  back: 'Back',
  cookies: {
    title: 'Your privacy',
    body: '%{company} only uses technical cookies: they keep you signed in and remember your language and preferences. We use no advertising or analytics cookies.',
    accept: 'Accept',
    reject: 'Reject',
    policy: 'Cookie policy',
    privacy: 'Privacy notice',
    newTab: '(opens in a new tab)',
    accepted: 'Thank you. We keep your choice for one year.',
    rejectedLoggedOut:
      'You rejected cookies. We only keep your choice; you can change it at any time with the cookie button.',
    rejectedLoggedIn: 'You rejected cookies. Signing you out…',
    currentAccepted: 'Your current choice: cookies accepted.',
    currentRejected: 'Your current choice: cookies rejected.',
    reopen: 'Cookie preferences',
    collapse: 'Hide notice',
  },
  policies: {
    updated: 'Last updated: %{date}',
    contents: 'Contents',
    backToLogin: 'Go to sign-in',
    contactFallback: 'the contact details published on our website',
    cookies: {
      title: 'Cookie policy',
      intro:
        'This policy explains which cookies the %{company} back-office uses and why. We only use technical cookies, essential for the system to work; we use no advertising, analytics or social-media cookies.',
      sections: {
        what: {
          title: 'What are cookies?',
          body: 'Cookies are small text files a site stores in your browser to remember information from one page to the next, such as the fact that you are signed in or the language you chose.\n\nAlongside cookies we use the browser\u2019s local storage to keep your basic profile data and your screen preferences, so the system loads faster. Your profile data is deleted when you sign out.',
        },
        which: {
          title: 'Cookies we use',
          body: 'All of them are first-party (set by this site), technical and needed to provide the service you asked for:',
        },
        manage: {
          title: 'How to manage cookies',
          body: 'You can accept or reject cookies in the notice shown when you arrive and change your choice at any time with the cookie preferences button in the bottom corner of the screen.\n\nIf you reject them, we sign you out and only keep your choice. Please note that without session cookies you cannot stay signed in.\n\nYou can also delete or block cookies in your browser settings; doing so signs you out and your preferences are lost.',
        },
        thirdParty: {
          title: 'Signing in with Google or Microsoft',
          body: 'If you choose to sign in with your Google or Microsoft account, your browser visits that provider\u2019s site, which may use its own cookies under its privacy policy. We do not control those cookies or receive information from them.',
        },
        changes: {
          title: 'Changes to this policy',
          body: 'If we add or change cookies we will update this page and its date. For any question write to us at %{email}.',
        },
      },
      table: {
        name: 'Cookie',
        purpose: 'Purpose',
        duration: 'Duration',
      },
      items: {
        access: {
          purpose: 'Keeps you signed in (access credential).',
          duration: '7 days',
        },
        refresh: {
          purpose: 'Renews your session securely without asking for your password again.',
          duration: '30 days',
        },
        adminSession: {
          purpose: 'Administrators only: keeps their own session while they view the system as another role.',
          duration: '7 and 30 days',
        },
        language: {
          purpose: 'Remembers the language you chose (Spanish or English).',
          duration: '365 days',
        },
        consent: {
          purpose: 'Remembers whether you accepted or rejected cookies.',
          duration: '365 days',
        },
        preferences: {
          purpose: 'Remembers interface preferences, such as the side menu being open or collapsed.',
          duration: '7 days',
        },
      },
    },
    privacy: {
      title: 'Privacy notice',
      intro:
        'In compliance with the Mexican Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP), %{company} explains how it processes the personal data collected through this back-office.',
      sections: {
        identity: {
          title: 'Data controller',
          body: '%{company} is the controller (responsable) of your personal data. For any matter related to this notice you can write to %{email}, the address that handles privacy requests.',
        },
        data: {
          title: 'Personal data we process',
          body: 'To run the back-office we process these categories of data:\n\n- Identification and contact: first and last names, e-mail, phone, profile picture (optional), job title and company.\n- Access data: e-mail and password; the password is stored irreversibly encrypted and nobody can read it.\n- Technical data: IP address, browser type, date and time of sign-ins and a log of the actions performed.\n- Business relationship data: company name, RFC (tax id), delivery and billing addresses, contact people, orders, credit terms, payments and invoices.\n\nWe do not process sensitive personal data.',
        },
        purposes: {
          title: 'Purposes of processing',
          body: 'We use your data for the following primary purposes, necessary for our relationship with you or with the company you represent:\n\n- Create and manage your account, verify your identity when you sign in and recover your password.\n- Protect the system: block access after failed attempts and keep the sign-in log.\n- Manage orders, credit, inventory, logistics, deliveries and invoicing.\n- Send you operational notices, such as order notifications and recovery e-mails.\n- Meet the applicable tax, commercial and legal obligations.\n\nWe do not use your data for secondary purposes such as marketing, advertising or sales prospecting.',
        },
        transfers: {
          title: 'Transfers and processors',
          body: 'We share data only with providers of hosting, e-mail and technical support services, who act as processors (encargados) on our behalf and under confidentiality obligations.\n\nWe only transfer data to authorities when a law or a court order requires it. We make no transfers that would need your consent.',
        },
        arco: {
          title: 'ARCO rights',
          body: 'You have the right to know which data we hold and how we use it (Access), to have it corrected when it is inaccurate or incomplete (Rectification), to have it deleted when it is no longer needed (Cancellation) and to object to its use for specific purposes (Opposition).\n\nTo exercise them, send your request to %{email} with:\n\n- Your name and a way to send you the answer.\n- A document proving your identity or, where applicable, your legal representation.\n- A clear description of the data and of the right you want to exercise.\n- Any document that helps locate your data.\n\nWe will answer within 20 business days at most and, if the request is granted, carry it out within the following 15 business days.',
        },
        revocation: {
          title: 'Withdrawing consent and limiting use',
          body: 'You can withdraw your consent or ask us to limit the use or disclosure of your data through the same channel. Some data is essential to the business relationship or to legal obligations, so in those cases we may not be able to act on the withdrawal at once.',
        },
        cookies: {
          title: 'Cookies and similar technologies',
          body: 'The back-office only uses technical session, language and preference cookies. See the details in the cookie policy.',
        },
        changes: {
          title: 'Changes to this notice',
          body: 'Any change to this privacy notice will be published on this page with its update date.',
        },
        authority: {
          title: 'Authority',
          body: 'If you believe your right to the protection of your personal data has been infringed, you can turn to the authority in charge of personal data protection.',
        },
      },
    },
  },
};
