/// Swift that several tests type into the workbook, written once.
package enum WorkbookScripts {
  /// Declares `application` (Contoso Mail, from `workbookConfig`) and `parameters`, an interactive
  /// request for `User.Read` whose web view needs someone to answer it.
  package static let interactiveRequest = """
    let application = try MSALPublicClientApplication(configuration: workbookConfig)
    let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))
    """

  /// `interactiveRequest`, then the request, printing who signed in ("none" when nobody did).
  package static let interactiveSignIn = interactiveRequest + """

    application.acquireToken(with: parameters) { result, error in print(result?.account.username ?? "none") }
    """
}
