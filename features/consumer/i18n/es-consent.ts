/**
 * Spanish of the consent box and of each consent text by version (decision 0712): a translation of that version's
 * English, word for word in meaning, in the words of decision 0633.
 */
export const SPANISH_CONSENT = {
  'consumer.consent.updated': 'Actualizamos las condiciones que usted aceptó',
  'consumer.consent.before': 'Antes de aceptar una oferta',
  'consumer.consent.failed': 'No pudimos registrar su respuesta. Inténtelo de nuevo.',
  'consumer.consent.agree': 'Acepto',
  'consumer.consent.save': 'Guardar mi elección',
  'consumer.consent.title.terms-2026-11': 'Condiciones de uso y aviso de privacidad',
  'consumer.consent.title.credit-check-2026-11': 'Consulta de crédito',
  'consumer.consent.title.esign-2026-11': 'Registros electrónicos',
  'consumer.consent.title.contact-2026-11': 'Llamadas y mensajes de texto (opcional)',
  'consumer.consent.title.hard-credit-check-2026-11': 'Consulta de crédito rigurosa',
  'consumer.consent.text.terms-2026-11': 'Acepto las condiciones de uso y el aviso de privacidad de Offerwell.',
  'consumer.consent.text.credit-check-2026-11':
    'Autorizo a Offerwell y a los prestamistas cuyas ofertas veo o acepto a obtener mi informe de crédito de una agencia de informes de crédito del consumidor mediante una consulta leve, que no afecta mi puntaje de crédito, para mostrar y confirmar mis ofertas. Un prestamista solo puede hacer una consulta rigurosa cuando yo presente una solicitud con él.',
  'consumer.consent.text.esign-2026-11':
    'Acepto recibir divulgaciones, avisos y el certificado de mi oferta de forma electrónica, en estas páginas y por correo electrónico, en lugar de en papel. Puedo pedir una copia en papel sin costo o retirar este consentimiento comunicándome con el servicio de asistencia; puedo abrir y guardar documentos PDF en mi dispositivo.',
  'consumer.consent.text.contact-2026-11':
    'Acepto que Offerwell y los prestamistas de mis ofertas me llamen o me envíen mensajes de texto sobre mis ofertas al número de teléfono que proporcioné, incluso por medios automatizados. Esto no es una condición de ninguna oferta. Pueden aplicarse tarifas de mensajes y datos; responda STOP para cancelar.',
  'consumer.consent.text.hard-credit-check-2026-11':
    'Autorizo a Offerwell y a los prestamistas cuyas ofertas veo a obtener ahora mi informe de crédito de una agencia de informes de crédito del consumidor mediante una consulta rigurosa, para mostrarme ofertas en firme. Una consulta rigurosa puede bajar mi puntaje de crédito y otros prestamistas pueden verla.',
} as const;
