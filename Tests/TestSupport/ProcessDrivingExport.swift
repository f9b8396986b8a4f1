// Tests reach the process and terminal drivers through TestSupport, as they always have.
@_exported import ProcessDriving
