// Starts Swagger UI (served from the swagger-ui-dist package) on the API's OpenAPI document.
'use strict';
(function () {
  var el = document.getElementById('swagger-ui');
  if (!el || typeof window.SwaggerUIBundle !== 'function') return;
  window.ui = window.SwaggerUIBundle({
    url: el.getAttribute('data-spec-url'),
    domNode: el,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
})();
