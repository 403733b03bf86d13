/**
 * Spanish of the consumer pages outside the redeem journey that came to the catalogue last: the /further
 * registration, the prescreen notices, the pop-up and token sign-ins and the marketplace's status pages (decision
 * 0771). Words per decision 0633: usted, código de acceso, prestamista, puntaje de crédito.
 */
export const SPANISH_PAGES = {
  'consumer.registration.welcomeTitle': 'Sus ofertas preaprobadas le esperan',
  'consumer.registration.welcomeText':
    'Los prestamistas de su zona tienen ofertas de préstamos, tarjetas y cuentas para usted. Consultarlas no afecta su puntaje de crédito y toma menos de 3 minutos.',
  'consumer.registration.findMyOffers': 'Buscar mis ofertas',
  'consumer.registration.haveAccessCode': 'Tengo un código de acceso',
  'consumer.registration.lastName': 'Apellido',
  'consumer.registration.dateOfBirth': 'Fecha de nacimiento',
  'consumer.registration.zipcode': 'Código postal',
  'consumer.registration.ssnLastFour': 'Últimos 4 dígitos de su SSN',
  'consumer.registration.lookupTitle': 'Busque sus ofertas',
  'consumer.registration.lookupText':
    'Díganos quién es. Le enviaremos un código de acceso al correo electrónico que tenemos registrado.',
  'consumer.registration.notARobot': 'No soy un robot',
  'consumer.registration.sendPasscode': 'Enviarme el código',
  'consumer.registration.otpTitle': 'Ingrese su código de acceso',
  'consumer.registration.otpText':
    'Enviamos un código de {digits} dígitos al correo electrónico que tenemos registrado. Vence en 15 minutos.',
  'consumer.registration.confirmTitle': 'Confirme y dé su consentimiento',
  'consumer.registration.confirmText': 'Una última cosa antes de mostrarle sus ofertas.',
  'consumer.registration.agreeToContinue': 'Acepte los términos para continuar.',
  'consumer.registration.showMyOffers': 'Ver mis ofertas',
  'consumer.registration.amountTitle': '¿Cuánto necesita?',
  'consumer.registration.amountText':
    'Primero le mostramos las ofertas que cubren ese monto. Puede cambiarlo más tarde.',
  'consumer.registration.loanAmount': 'Monto del préstamo ($)',
  'consumer.registration.continue': 'Continuar',
  'consumer.registration.bankName': 'Nombre del banco',
  'consumer.registration.routingNumber': 'Número de ruta',
  'consumer.registration.accountNumber': 'Número de cuenta',
  'consumer.registration.accountTitle': '¿A dónde enviamos el dinero?',
  'consumer.registration.accountText':
    'Vincule la cuenta de cheques en la que recibirá su préstamo. Solo guardamos sus últimos cuatro dígitos.',
  'consumer.registration.linkAccount': 'Vincular cuenta y ver ofertas',
  'consumer.registration.generating': 'Buscando sus ofertas… esto toma menos de 3 minutos.',
  'consumer.registration.notFoundTitle': 'No encontramos sus ofertas',
  'consumer.registration.notFoundText':
    'No encontramos sus datos con la información que ingresó. Revísela e inténtelo de nuevo.',
  'consumer.registration.tryAgain': 'Intentar de nuevo',
  'consumer.registration.tooManyTitle': 'Demasiados intentos',
  'consumer.registration.notReadyTitle': 'Sus ofertas aún no están listas',
  'consumer.registration.oopsTitle': '¡Uy! Algo salió mal.',
  'consumer.registration.genericText': 'Algo salió mal. Inténtelo de nuevo más tarde.',
  'consumer.registration.oneMoment': 'Un momento…',
} as const;

/** The prescreen notices as the CFPB's Spanish model forms word them (preselección, exclusión voluntaria). */
export const SPANISH_PRESCREEN = {
  'consumer.prescreen.2026-11.heading': 'AVISO DE PRESELECCIÓN Y EXCLUSIÓN VOLUNTARIA',
  'consumer.prescreen.2026-11.linkBelow': 'el enlace de abajo',
  'consumer.prescreen.2026-11.short':
    'Usted puede elegir dejar de recibir ofertas de crédito “preseleccionadas” de esta y otras compañías llamando sin costo al {phone}. Consulte el {heading} en {location} para obtener más información sobre las ofertas preseleccionadas.',
  'consumer.prescreen.2026-11.long1':
    '{heading}: Esta oferta de crédito “preseleccionada” se basa en información de su informe de crédito que indica que usted cumple ciertos criterios. Esta oferta no está garantizada si usted no cumple nuestros criterios (en el caso de un préstamo garantizado, esto incluye ofrecer una propiedad aceptable como garantía).',
  'consumer.prescreen.2026-11.long2':
    'Si no desea recibir ofertas de crédito preseleccionadas de esta y otras compañías, llame sin costo a las agencias de informes de crédito del consumidor ({agency}) al {phone}; visite {website}; o escriba a: {address}.',
  'consumer.prescreen.optOut':
    'Excluya sus datos por teléfono al {phone} o en línea en <link>{website}</link>. Versión del aviso: {version}.',
} as const;

/** The marketplace's status pages, the why-no-offer reasons and the pop-up and token sign-ins. */
export const SPANISH_MARKETPLACE_STATUS = {
  'consumer.marketplace.loadingOffer': 'Cargando la oferta…',
  'consumer.marketplace.findingOffers': 'Buscando sus ofertas…',
  'consumer.marketplace.splashTitle': 'Sus ofertas preaprobadas están listas',
  'consumer.marketplace.splashText':
    'Los prestamistas de su zona tienen {count} {count, plural, one {oferta} other {ofertas}} para usted, según su historial de crédito. Consultarlas no afecta su puntaje de crédito.',
  'consumer.marketplace.seeMyOffers': 'Ver mis ofertas',
  'consumer.marketplace.noOffersTitle': 'Aún no hay ofertas',
  'consumer.marketplace.noOffers':
    'No tenemos ofertas para usted en este momento. Sus ofertas pueden cambiar cuando cambie su perfil de crédito.',
  'consumer.marketplace.startOver': 'Empezar de nuevo',
  'consumer.marketplace.expiredTitle': 'Las ofertas vencieron',
  'consumer.marketplace.expired': 'Estas ofertas vencieron. Esté atento a sus próximas ofertas preaprobadas.',
  'consumer.marketplace.generic': 'Algo salió mal. Inténtelo de nuevo más tarde.',
  'consumer.marketplace.whyNoOffer': 'Por qué no hay ofertas',
  'consumer.marketplace.mainReasons': 'Las razones principales',
  'consumer.whyNoOffer.membership': 'Usted está fuera de la zona de membresía o de servicio de este prestamista',
  'consumer.whyNoOffer.productArea': 'Este producto no se ofrece donde usted vive',
  'consumer.whyNoOffer.mla':
    'Este prestamista no ofrece este producto a los miembros del servicio militar cubiertos ni a sus familias',
  'consumer.whyNoOffer.unavailable': 'Este prestamista no ofrece este producto en este momento',
  'consumer.whyNoOffer.score': 'Su puntaje de crédito está por debajo del mínimo de este prestamista',
  'consumer.whyNoOffer.scoreRange': 'Su puntaje de crédito está fuera del rango para el que se ofrece este producto',
  'consumer.whyNoOffer.delinquency': 'Su informe de crédito muestra pagos atrasados',
  'consumer.whyNoOffer.collections': 'Su informe de crédito muestra cuentas en cobranza',
  'consumer.whyNoOffer.publicRecords':
    'Su informe de crédito muestra una bancarrota, una ejecución hipotecaria u otro registro público',
  'consumer.whyNoOffer.chargeOffs': 'Su informe de crédito muestra cuentas canceladas como pérdida o embargadas',
  'consumer.whyNoOffer.inquiries': 'Ha solicitado crédito varias veces recientemente',
  'consumer.whyNoOffer.utilization': 'Los saldos de sus tarjetas de crédito son altos en comparación con sus límites',
  'consumer.whyNoOffer.debt': 'Sus deudas o pagos actuales son altos para este producto',
  'consumer.whyNoOffer.income': 'Sus ingresos están por debajo del mínimo de este prestamista',
  'consumer.whyNoOffer.history': 'Su historial de crédito es demasiado corto o tiene muy pocas cuentas',
  'consumer.whyNoOffer.existingLoans': 'Sus préstamos actuales no corresponden al propósito de este producto',
  'consumer.whyNoOffer.age': 'Usted no cumple el requisito de edad de este prestamista',
  'consumer.whyNoOffer.residence': 'Ha vivido poco tiempo en su domicilio actual',
  'consumer.whyNoOffer.stated': 'Los ingresos u otros datos que nos dio no cumplen los requisitos de este prestamista',
  'consumer.whyNoOffer.missing': 'Su historial de crédito no tiene suficiente información para este producto',
  'consumer.whyNoOffer.other': 'Su perfil de crédito no cumple los requisitos de este prestamista para este producto',
  'consumer.opener.connecting': 'Conectando…',
  'consumer.opener.oops': '¡Uy! Algo salió mal.',
  'consumer.opener.tryLater': 'Inténtelo de nuevo más tarde.',
  'consumer.opener.notHere': 'Esta página no se puede abrir aquí',
  'consumer.opener.signingIn': 'Iniciando su sesión…',
  'consumer.opener.notSignedIn': 'No pudimos iniciar su sesión',
} as const;

/** The marketplace's question steps. */
export const SPANISH_STEPS = {
  'consumer.steps.matches': '{count} {count, plural, one {oferta coincide} other {ofertas coinciden}} con su elección.',
  'consumer.steps.continue': 'Continuar',
  'consumer.steps.refinanceTitle': 'Refinancie su préstamo de auto',
  'consumer.steps.refinanceText':
    'Los prestamistas pueden ofrecerle una tasa o un pago más bajos que los de su préstamo actual. Necesitamos los datos de su vehículo y luego le mostramos las ofertas que se ajustan al saldo de su préstamo.',
  'consumer.steps.refinance1': 'Confirme el vehículo que garantiza su préstamo.',
  'consumer.steps.refinance2': 'Revise su préstamo actual.',
  'consumer.steps.refinance3': 'Compare las ofertas de refinanciamiento con los pagos estimados.',
  'consumer.steps.getStarted': 'Comenzar',
  'consumer.steps.lender': 'Prestamista',
  'consumer.steps.balance': 'Saldo estimado',
  'consumer.steps.apr': 'APR',
  'consumer.steps.monthlyPayment': 'Pago mensual',
  'consumer.steps.monthsLeft': 'Meses restantes',
  'consumer.steps.vehicle': 'Vehículo',
  'consumer.steps.notReported': 'No reportado',
  'consumer.steps.currentLoanTitle': 'Su préstamo actual',
  'consumer.steps.currentLoanText': 'Las ofertas de refinanciamiento se calculan según el saldo de este préstamo.',
  'consumer.steps.loadingLoan': 'Cargando su préstamo…',
  'consumer.steps.noLoan': 'No encontramos un préstamo de auto vigente en su historial de crédito.',
  'consumer.steps.seeRefinanceOffers': 'Ver ofertas de refinanciamiento',
  'consumer.steps.generic': 'Algo salió mal. Inténtelo de nuevo más tarde.',
  'consumer.stated.incomeTitle': '¿Cuál es su ingreso anual?',
  'consumer.stated.incomeText': 'Las ofertas de préstamos a corto plazo dependen de sus ingresos.',
  'consumer.stated.incomeLabel': 'Ingreso anual antes de impuestos (USD)',
  'consumer.stated.wholeDollars': 'Ingrese un monto en dólares enteros',
  'consumer.stated.aYear': '{amount} al año',
  'consumer.stated.vehicleTitle': 'Háblenos de su vehículo',
  'consumer.stated.refinancing': 'Refinanciamiento de su préstamo con {lender} (saldo aproximado de {balance}).',
  'consumer.stated.noLoanToRefinance': 'No encontramos un préstamo de auto vigente para refinanciar.',
  'consumer.stated.year': 'Año',
  'consumer.stated.make': 'Marca',
  'consumer.stated.model': 'Modelo',
  'consumer.stated.trim': 'Versión (opcional)',
  'consumer.stated.mileage': 'Millaje (opcional)',
  'consumer.stated.vehicleFixed':
    'Una vez que confirme, los datos de este vehículo no se podrán cambiar para estas ofertas.',
  'consumer.stated.confirmVehicle': 'Confirmar vehículo',
  'consumer.pay.WEEKLY': 'Semanal',
  'consumer.pay.BI_WEEKLY': 'Cada dos semanas',
  'consumer.pay.SEMI_MONTHLY': 'Dos veces al mes',
  'consumer.pay.MONTHLY': 'Mensual',
  'consumer.pay.confirmNote':
    'Una vez que confirme, sus ingresos y la frecuencia de pago no se podrán cambiar para estas ofertas.',
  'consumer.pay.notStated': 'no indicado',
  'consumer.pay.confirmTitle': 'Confirme sus ingresos',
  'consumer.pay.confirmText': 'Hay ofertas de préstamos a corto plazo disponibles para usted.',
  'consumer.pay.annualIncome': 'Ingreso anual',
  'consumer.pay.paid': 'Le pagan',
  'consumer.pay.confirm': 'Confirmar y ver ofertas',
  'consumer.pay.edit': 'Editar',
  'consumer.pay.ineligibleTitle': 'No hay ofertas a corto plazo para estos ingresos',
  'consumer.pay.ineligibleText':
    'Con un ingreso de {income} (frecuencia de pago: {frequency}), las reglas de los prestamistas no dejan ninguna oferta de préstamo a corto plazo. No se ha confirmado nada: puede corregir sus ingresos.',
  'consumer.pay.reenterIncome': 'Volver a ingresar los ingresos',
  'consumer.pay.changeFrequency': 'Cambiar la frecuencia de pago',
  'consumer.pay.redactedTitle': 'Sus ofertas cambiaron',
  'consumer.pay.redactedText':
    'Con los ingresos que confirmó, las reglas de los prestamistas ya no permiten estas ofertas a corto plazo.',
  'consumer.pay.seeOtherOffers': 'Ver otras ofertas',
  'consumer.pay.title': '¿Con qué frecuencia le pagan?',
  'consumer.pay.text': 'Los pagos siguen su calendario de pagos.',
  'consumer.pay.frequency': 'Frecuencia de pago',
  'consumer.pay.choose': 'Elija…',
} as const;
