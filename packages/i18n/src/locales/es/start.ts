/** App start (SPEC 4): restoring a stored session that is slow or fails (decision 234). */
export const start = {
  slow: 'La tienda tarda más de lo habitual en responder. Su sesión se conserva; puede esperar o volver a intentarlo.',
  failed:
    'La tienda no ha podido cargar su cuenta. Compruebe su conexión y vuelva a intentarlo; su sesión sigue abierta.',
  retry: 'Volver a intentarlo',
};
