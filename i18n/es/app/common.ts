/**
 * Textos de la interfaz compartidos: diálogo de confirmación, botón de regreso, aviso de cookies y
 * las políticas de cookies y de privacidad. En las políticas, un párrafo por línea en blanco y cada
 * línea que empieza con «- » es un elemento de lista.
 */
export const common = {
  confirm: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    processing: 'Procesando...',
    error: 'No se pudo completar la acción. Intenta de nuevo.',
  },
  back: 'Regresar',
  cookies: {
    title: 'Tu privacidad',
    body: '%{company} usa solo cookies técnicas: mantienen tu sesión iniciada y recuerdan tu idioma y tus preferencias. No usamos cookies de publicidad ni de análisis.',
    accept: 'Aceptar',
    reject: 'Rechazar',
    policy: 'Política de cookies',
    privacy: 'Aviso de privacidad',
    newTab: '(se abre en una pestaña nueva)',
    accepted: 'Gracias. Guardamos tu elección durante un año.',
    rejectedLoggedOut:
      'Rechazaste las cookies. Solo guardamos tu elección; puedes cambiarla cuando quieras desde el botón de cookies.',
    rejectedLoggedIn: 'Rechazaste las cookies. Estamos cerrando tu sesión…',
    currentAccepted: 'Tu elección actual: cookies aceptadas.',
    currentRejected: 'Tu elección actual: cookies rechazadas.',
    reopen: 'Preferencias de cookies',
    collapse: 'Ocultar aviso',
  },
  policies: {
    updated: 'Última actualización: %{date}',
    contents: 'Contenido',
    backToLogin: 'Ir al inicio de sesión',
    contactFallback: 'los medios de contacto publicados en nuestro sitio web',
    cookies: {
      title: 'Política de cookies',
      intro:
        'Esta política explica qué cookies usa el back-office de %{company} y para qué. Solo usamos cookies técnicas, indispensables para que el sistema funcione; no usamos cookies de publicidad, de análisis ni de redes sociales.',
      sections: {
        what: {
          title: '¿Qué son las cookies?',
          body: 'Las cookies son pequeños archivos de texto que el sitio guarda en tu navegador para recordar información entre una página y otra, como que ya iniciaste sesión o el idioma que elegiste.\n\nJunto con las cookies usamos el almacenamiento local del navegador para guardar los datos básicos de tu perfil y tus preferencias de pantalla, de modo que el sistema cargue más rápido. Los datos de tu perfil se borran al cerrar sesión.',
        },
        which: {
          title: 'Cookies que usamos',
          body: 'Todas son propias (las crea el mismo sitio), técnicas y necesarias para prestar el servicio que solicitaste:',
        },
        manage: {
          title: 'Cómo administrar tus cookies',
          body: 'Puedes aceptar o rechazar las cookies desde el aviso que aparece al entrar y cambiar tu elección en cualquier momento con el botón de preferencias de cookies, en la esquina inferior de la pantalla.\n\nSi las rechazas, cerramos tu sesión y solo guardamos tu elección. Ten en cuenta que sin las cookies de sesión no es posible permanecer dentro del sistema.\n\nTambién puedes borrar o bloquear las cookies desde la configuración de tu navegador; al hacerlo se cerrará tu sesión y se perderán tus preferencias.',
        },
        thirdParty: {
          title: 'Inicio de sesión con Google o Microsoft',
          body: 'Si eliges entrar con tu cuenta de Google o de Microsoft, tu navegador visita el sitio de ese proveedor, que puede usar sus propias cookies conforme a su política de privacidad. Nosotros no controlamos esas cookies ni recibimos información de ellas.',
        },
        changes: {
          title: 'Cambios a esta política',
          body: 'Si agregamos o modificamos cookies, actualizaremos esta página y su fecha. Para cualquier duda escríbenos a %{email}.',
        },
      },
      table: {
        name: 'Cookie',
        purpose: 'Finalidad',
        duration: 'Duración',
      },
      items: {
        access: {
          purpose: 'Mantiene tu sesión iniciada (credencial de acceso).',
          duration: '7 días',
        },
        refresh: {
          purpose: 'Renueva tu sesión de forma segura sin volver a pedirte la contraseña.',
          duration: '30 días',
        },
        adminSession: {
          purpose: 'Solo administradores: conserva su sesión original mientras ven el sistema con otro rol.',
          duration: '7 y 30 días',
        },
        language: {
          purpose: 'Recuerda el idioma que elegiste (español o inglés).',
          duration: '365 días',
        },
        consent: {
          purpose: 'Recuerda si aceptaste o rechazaste las cookies.',
          duration: '365 días',
        },
        preferences: {
          purpose: 'Recuerda preferencias de la interfaz, como el menú lateral abierto o plegado.',
          duration: '7 días',
        },
      },
    },
    privacy: {
      title: 'Aviso de privacidad integral',
      intro:
        'En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), %{company} te informa cómo trata los datos personales que recaba a través de este back-office.',
      sections: {
        identity: {
          title: 'Identidad del responsable',
          body: '%{company} es el responsable del tratamiento de tus datos personales. Para cualquier asunto relacionado con este aviso puedes escribir a %{email}, correo que atiende las solicitudes de privacidad.',
        },
        data: {
          title: 'Datos personales que tratamos',
          body: 'Para operar el back-office tratamos las siguientes categorías de datos:\n\n- Identificación y contacto: nombre, apellidos, correo electrónico, teléfono, fotografía de perfil (opcional), puesto y empresa.\n- Datos de acceso: correo y contraseña; la contraseña se guarda cifrada de forma irreversible y nadie puede consultarla.\n- Datos técnicos: dirección IP, tipo de navegador, fecha y hora de los inicios de sesión y registro de las acciones realizadas.\n- Datos de la relación comercial: razón social, RFC, domicilios de entrega y facturación, personas de contacto, órdenes, condiciones de crédito, pagos y facturas.\n\nNo tratamos datos personales sensibles.',
        },
        purposes: {
          title: 'Finalidades del tratamiento',
          body: 'Usamos tus datos para las siguientes finalidades primarias, necesarias para la relación contigo o con la empresa que representas:\n\n- Crear y administrar tu cuenta, verificar tu identidad al iniciar sesión y recuperar tu contraseña.\n- Proteger el sistema: bloquear accesos tras intentos fallidos y conservar el registro de accesos.\n- Gestionar órdenes, crédito, inventario, logística, entregas y facturación.\n- Enviarte avisos operativos, como notificaciones de órdenes y correos de recuperación.\n- Cumplir las obligaciones fiscales, mercantiles y legales aplicables.\n\nNo usamos tus datos para finalidades secundarias como mercadotecnia, publicidad o prospección comercial.',
        },
        transfers: {
          title: 'Transferencias y encargados',
          body: 'Compartimos datos solo con proveedores que nos prestan servicios de hospedaje, correo electrónico y soporte técnico, quienes actúan como encargados, por cuenta nuestra y bajo obligaciones de confidencialidad.\n\nSolo transferimos datos a autoridades cuando una ley o un mandato judicial lo exige. No realizamos transferencias que requieran tu consentimiento.',
        },
        arco: {
          title: 'Derechos ARCO',
          body: 'Tienes derecho a conocer qué datos tenemos y cómo los usamos (Acceso), a pedir su corrección si son inexactos o incompletos (Rectificación), a que los eliminemos cuando ya no sean necesarios (Cancelación) y a oponerte a su uso para fines específicos (Oposición).\n\nPara ejercerlos envía tu solicitud a %{email} con:\n\n- Tu nombre y un medio para comunicarte la respuesta.\n- Un documento que acredite tu identidad o, en su caso, la representación legal.\n- La descripción clara de los datos y del derecho que quieres ejercer.\n- Cualquier documento que ayude a localizar tus datos.\n\nTe responderemos en un plazo máximo de 20 días hábiles y, si la solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes.',
        },
        revocation: {
          title: 'Revocación del consentimiento y limitación del uso',
          body: 'Puedes revocar tu consentimiento o pedir que limitemos el uso o la divulgación de tus datos por el mismo medio. Ten en cuenta que algunos datos son indispensables para la relación comercial o para cumplir obligaciones legales, por lo que en esos casos no podremos atender la revocación de inmediato.',
        },
        cookies: {
          title: 'Cookies y tecnologías similares',
          body: 'El back-office usa solo cookies técnicas de sesión, idioma y preferencias. Consulta el detalle en la política de cookies.',
        },
        changes: {
          title: 'Cambios a este aviso',
          body: 'Cualquier cambio a este aviso de privacidad se publicará en esta misma página con su fecha de actualización.',
        },
        authority: {
          title: 'Autoridad',
          body: 'Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir ante la autoridad garante en materia de protección de datos personales.',
        },
      },
    },
  },
} as const;
